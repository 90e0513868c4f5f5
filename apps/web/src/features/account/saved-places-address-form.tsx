// The form behind "Add a delivery address" and an address's "Change" on /account/details: the
// address search the localisation modal uses (a suburb or postcode first narrows the search to it,
// then the street), and the chosen address is saved. The server saves it only where a store
// delivers (the after-login offer starts a delivery order to it): otherwise the form says so.
// Loaded when opened, with the search's styles, so the account pages do not carry them for the
// customers who never open it.
import type { Address, AddressSuggestion, SavedAddress } from '@storefront/contract';
import { useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getAddress } from '../../lib/api/store-api.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError } from '../../ui/form-fields/form-fields.tsx';
import { AddressCombobox } from '../../ui/address-combobox/address-combobox.tsx';

export const addressFormMessages = {
  label: 'Delivery address',
  streetLabel: 'Street address',
  hint: 'Start with your street address, suburb or postcode.',
  narrowed: (place: string) => `Now enter your street address in ${place}.`,
  checking: 'Checking that address…',
  noDelivery: (street: string, locality: string) =>
    `No store delivers to ${street}, ${locality} yet, so it was not saved. Try another address, or save a pickup store instead.`,
  saving: 'Saving your delivery address…',
  lookupFailed: "We couldn't check that address just now. Please try again.",
  cancel: 'Cancel',
} as const;

const placeText = (address: Address) =>
  `${address.addressLines.locality} ${address.addressLines.state} ${address.addressLines.postcode}`;

/** The lookup's address in the shape POST …/address takes; null for a suburb or postcode alone. */
export function toSavedAddress(address: Address): SavedAddress | null {
  const { street, locality, state, postcode } = address.addressLines;
  if (!street) return null;
  return {
    address: street,
    city: locality,
    state,
    postalCode: postcode,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

export interface SavedAddressFormProps {
  id: string;
  /** Names the form for screen readers: what it does ('Add a delivery address'). */
  title: string;
  /** Saves the address; rejects with the failure, which the form shows. */
  onSave(address: SavedAddress): Promise<void>;
  onCancel(): void;
}

export default function SavedAddressForm({ id, title, onSave, onCancel }: SavedAddressFormProps) {
  const [scope, setScope] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (suggestion: AddressSuggestion) => {
    setError(null);
    setBusy(addressFormMessages.checking);
    let address: Address;
    try {
      address = await getAddress(suggestion.moniker);
    } catch {
      setBusy(null);
      setError(addressFormMessages.lookupFailed);
      return;
    }
    const saved = toSavedAddress(address);
    if (!saved) {
      // A suburb or postcode: now the street within it, as the delivery search does.
      setScope(address);
      setBusy(null);
      return;
    }
    setBusy(addressFormMessages.saving);
    try {
      // Success closes the form: nothing more to set here.
      await onSave(saved);
    } catch (failure) {
      setBusy(null);
      const nobodyDelivers = failure instanceof ApiError && failure.status === 406;
      setError(
        nobodyDelivers ? addressFormMessages.noDelivery(saved.address, saved.city) : customerErrorMessage(failure),
      );
    }
  };

  // The combobox keeps the Escape that closes its list or clears its text; one it lets through cancels.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented && busy === null) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div id={id} role="group" aria-label={title} className="account-places__form" onKeyDown={onKeyDown}>
      <FormError message={error} />
      <AddressCombobox
        // A new search box for the street, focused, once a suburb or postcode is chosen.
        key={scope?.moniker ?? 'any'}
        label={scope ? addressFormMessages.streetLabel : addressFormMessages.label}
        hint={scope ? addressFormMessages.narrowed(placeText(scope)) : addressFormMessages.hint}
        scope={scope ? { text: placeText(scope) } : null}
        onClearScope={() => setScope(null)}
        onChoose={(suggestion) => void choose(suggestion)}
        disabled={busy !== null}
        autoFocus
      />
      <BusyLine label={busy} />
      <div className="account-saved-card__actions">
        <Button size="sm" variant="ghost" disabled={busy !== null} onClick={onCancel}>
          {addressFormMessages.cancel}
        </Button>
      </div>
    </div>
  );
}
