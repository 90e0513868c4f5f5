// The localisation modal: delivery or pickup, then where. Address lookup and store selection
// (and saving the session) arrive with the location issue; searches go to the store finder now.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { locationSearchError } from '../../lib/location-search.ts';
import { SearchField } from '../../ui/field/search-field.tsx';
import { BagIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';

type Tab = 'delivery' | 'pickup';

export function LocalisationModal({ tab: initialTab, onClose }: { tab: Tab; onClose(): void }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const navigate = useNavigate();
  const search = (term: string) => {
    onClose();
    navigate(`/stores?search=${encodeURIComponent(term)}&serviceType=${tab}`);
  };
  return (
    <Modal open title="Start your order" onClose={onClose} sheet>
      <Tabs
        label="Order type"
        idPrefix="localise"
        value={tab}
        onChange={setTab}
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
      <TabPanel idPrefix="localise" id={tab}>
        {tab === 'delivery' ? (
          <SearchField
            key="delivery"
            label="Delivery address"
            hint="Start with your street address, suburb or postcode."
            submitLabel="Find my store"
            autoComplete="street-address"
            validate={locationSearchError}
            onSearch={search}
          />
        ) : (
          <SearchField
            key="pickup"
            label="Suburb or postcode"
            hint="We'll show the stores closest to you."
            submitLabel="Find stores"
            autoComplete="postal-code"
            validate={locationSearchError}
            onSearch={search}
          />
        )}
      </TabPanel>
    </Modal>
  );
}
