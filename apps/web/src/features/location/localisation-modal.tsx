// The localisation modal: delivery or pickup, where, and when; saving it starts (or changes) the
// session. Both tabs stay mounted so switching back keeps what was typed.
import type { ServiceType } from '@storefront/domain';
import { useState } from 'react';
import { useLocationStore } from '../../lib/session/location-store.ts';
import type { LocalisationRequest } from '../../lib/session/overlay-requests.ts';
import { BagIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { DeliveryPanel } from './delivery-panel.tsx';
import { LocMessage } from './loc-message.tsx';
import { PickupPanel } from './pickup-panel.tsx';
import { useSessionSaver } from './use-session-saver.ts';
import './location.css';

export function LocalisationModal({ request, onClose }: { request: LocalisationRequest; onClose(): void }) {
  const [tab, setTab] = useState<ServiceType>(request.tab);
  const [pickupSearch, setPickupSearch] = useState<string | undefined>(undefined);
  // A tab's panel mounts on its first visit and then stays, keeping what was typed.
  const [visited, setVisited] = useState<ReadonlySet<ServiceType>>(() => new Set([request.tab]));
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const saver = useSessionSaver({
    onSuccess: request.onSuccess,
    onDone: onClose,
    initialWarning: request.warning ?? null,
  });
  const changeTab = (next: ServiceType) => {
    if (saver.saving) return;
    saver.clear();
    setTab(next);
    setVisited((seen) => new Set(seen).add(next));
  };

  return (
    <Modal
      open
      title={localised ? 'Change order details' : 'Start your order'}
      onClose={onClose}
      sheet
      busy={saver.saving}
      noCloseWhileBusy
      initialFocus="field"
      className="localisation-modal"
    >
      {request.notice && <LocMessage tone="info">{request.notice}</LocMessage>}
      <Tabs
        label="Order type"
        idPrefix="localise"
        value={tab}
        onChange={changeTab}
        items={[
          {
            id: 'delivery',
            label: (
              <>
                <ScooterIcon /> Delivery
              </>
            ),
          },
          {
            id: 'pickup',
            label: (
              <>
                <BagIcon /> Pickup
              </>
            ),
          },
        ]}
      />
      <div hidden={tab !== 'delivery'}>
        <TabPanel idPrefix="localise" id="delivery">
          {visited.has('delivery') && (
            <DeliveryPanel
              saver={saver}
              storeCode={request.tab === 'delivery' ? request.storeCode : undefined}
              onPickupInstead={(search) => {
                saver.clear();
                setPickupSearch(search);
                setTab('pickup');
                setVisited((seen) => new Set(seen).add('pickup'));
              }}
            />
          )}
        </TabPanel>
      </div>
      <div hidden={tab !== 'pickup'}>
        <TabPanel idPrefix="localise" id="pickup">
          {visited.has('pickup') && (
            <PickupPanel
              key={pickupSearch ?? 'start'}
              saver={saver}
              storeCode={request.tab === 'pickup' && !pickupSearch ? request.storeCode : undefined}
              initialSearch={pickupSearch}
            />
          )}
        </TabPanel>
      </div>
    </Modal>
  );
}
