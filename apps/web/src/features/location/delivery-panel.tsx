// Delivery: an address from the lookup (a suburb or postcode first narrows the search to it), the
// store that delivers there (none: 'no stores found', with pickup suggested), then a time and save.
import type { Address, AddressSuggestion } from '@storefront/contract';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getAddress, storeSchedule, validateGeolocation } from '../../lib/api/store-api.ts';
import { sessionMessages } from '../../lib/session/session-messages.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { AddressCombobox } from '../../ui/address-combobox/address-combobox.tsx';
import type { DeliveryFound } from './delivery-when.tsx';
import { LocMessage } from './loc-message.tsx';
import type { SessionSaver } from './use-session-saver.ts';

// The time step brings the slot rules and their date library: it loads once a store is found.
const DeliveryWhen = lazy(() => import('./delivery-when.tsx'));

type Check =
  | { kind: 'idle' }
  | { kind: 'checking'; text: string }
  | { kind: 'no-stores'; place: Address }
  | { kind: 'error'; text: string };

const placeText = (address: Address) =>
  `${address.addressLines.locality} ${address.addressLines.state} ${address.addressLines.postcode}`;

export interface DeliveryPanelProps {
  saver: SessionSaver;
  /** A store to prefer when it delivers to the address (locate links, store pages). */
  storeCode?: string;
  /** Switch to pickup, searching near this place. */
  onPickupInstead(search: string): void;
}

export function DeliveryPanel({ saver, storeCode, onPickupInstead }: DeliveryPanelProps) {
  const [scope, setScope] = useState<Address | null>(null);
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const [found, setFound] = useState<DeliveryFound | null>(null);
  const [scopeNote, setScopeNote] = useState<string | null>(null);
  const choose = async (suggestion: AddressSuggestion) => {
    saver.clear();
    setScopeNote(null);
    setCheck({ kind: 'checking', text: `Checking which store delivers to ${suggestion.text}…` });
    let address: Address | null = null;
    try {
      address = await getAddress(suggestion.moniker);
      const stores = await validateGeolocation(storeCode ?? '', {
        latitude: address.latitude,
        longitude: address.longitude,
        isPickup: false,
        suburb: address.addressLines.locality,
        postcode: address.addressLines.postcode,
      });
      const store = stores[0]!;
      if (!store.isPOSOnline) {
        setCheck({ kind: 'error', text: sessionMessages.storeOffline() });
        return;
      }
      if (!address.addressLines.street) {
        // A suburb or postcode: a store delivers there; now the street.
        setScope(address);
        setScopeNote(`${store.name} delivers to ${address.addressLines.locality}. Now enter your street address.`);
        setCheck({ kind: 'idle' });
        return;
      }
      const schedule = await storeSchedule(store);
      if (!schedule) throw new Error(`No schedule for ${store.code}`);
      setCheck({ kind: 'idle' });
      setFound({ address, store, schedule });
    } catch (error) {
      if (error instanceof ApiError && error.status === 406 && address) {
        setCheck({ kind: 'no-stores', place: address });
      } else {
        setCheck({ kind: 'error', text: "We couldn't check that address just now. Please try again." });
      }
    }
  };

  if (found) {
    return (
      <Suspense fallback={<Spinner label="Loading times" />}>
        <DeliveryWhen
          found={found}
          saver={saver}
          onChangeAddress={() => {
            saver.clear();
            setFound(null);
            setScope(null);
          }}
          onPickupInstead={onPickupInstead}
        />
      </Suspense>
    );
  }

  return (
    <div className="loc-step">
      <AddressCombobox
        key={scope?.moniker ?? 'any'}
        label={scope ? 'Street address' : 'Delivery address'}
        hint={scope ? undefined : 'Start with your street address, suburb or postcode.'}
        scope={scope ? { text: placeText(scope) } : null}
        onClearScope={() => {
          setScope(null);
          setScopeNote(null);
        }}
        onChoose={(suggestion) => void choose(suggestion)}
        disabled={check.kind === 'checking'}
        autoFocus={scope !== null}
      />
      {scopeNote && <LocMessage tone="info">{scopeNote}</LocMessage>}
      {check.kind === 'checking' && (
        <p className="loc-checking" role="status">
          <span className="btn-spinner" aria-hidden="true" /> {check.text}
        </p>
      )}
      {check.kind === 'error' && <LocMessage tone="error">{check.text}</LocMessage>}
      {check.kind === 'no-stores' && (
        <LocMessage
          tone="warning"
          action={
            <Button variant="secondary" size="sm" onClick={() => onPickupInstead(check.place.addressLines.postcode)}>
              Find a store for pickup
            </Button>
          }
        >
          {sessionMessages.noStores}
        </LocMessage>
      )}
    </div>
  );
}
