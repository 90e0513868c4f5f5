// The "Saved places" part of /account/details (spec document 1 section 6): the delivery address and
// pickup store that orders placed while logged in saved, each removable after a confirmation, and,
// while both are saved, the preferred order type that the after-login offer uses
// (lib/session/saved-disposition.ts). An address is added or changed here through the address
// search; a store is saved from its store page, so "Find a store to save" and "Change" go to /stores.
import type { BasketServiceType, SavedAddress, SavedPlaces as Places } from '@storefront/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { BusyLine, CheckboxField, FormError } from '../../ui/form-fields/form-fields.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { AccountEmpty, AccountLoadError, AccountLoading } from './account-section.tsx';
import { useChangeSavedPlaces, useSavedPlaces, type SavedPlacesChange } from '../../lib/session/saved-places.ts';

// The address search and its styles load when the form is opened, not with every account page.
const SavedAddressForm = lazy(() => import('./saved-places-address-form.tsx'));

export const savedPlacesMessages = {
  heading: 'Saved places',
  loading: 'Loading your saved places',
  empty:
    'Nothing saved yet. Add a delivery address or find a store to save below; an order you place while logged in saves its address or store here too.',
  address: 'Delivery address',
  store: 'Pickup store',
  remove: 'Remove',
  removing: 'Removing…',
  change: 'Change',
  removeAddress: (line: string) => `Remove saved address ${line}`,
  removeStore: (name: string) => `Remove saved pickup store ${name}`,
  changeAddress: (line: string) => `Change saved address ${line}`,
  changeStore: (name: string) => `Change saved pickup store ${name}`,
  addAddress: 'Add a delivery address',
  changeAddressTitle: 'Change your delivery address',
  loadingAddressForm: 'Loading the address search',
  findStore: 'Find a store to save',
  removeAddressTitle: 'Remove your saved address?',
  removeStoreTitle: 'Remove your saved pickup store?',
  forgetAddress: (line: string) => `We will forget ${line}. Your next delivery order saves its address again.`,
  forgetStore: (name: string) => `We will forget ${name}. Your next pickup order saves its store again.`,
  preferenceCleared: ' Your preferred order type is cleared too.',
  keep: 'Keep it',
  preference: 'Preferred order type',
  preferenceHint: 'After you log in, we offer to start your order this way.',
  savingPreference: 'Saving your preferred order type…',
  /** 'You have succesfully {action}' (spec section 8). */
  removedAddress: 'removed your saved address',
  removedStore: 'removed your saved pickup store',
  savedAddress: 'saved your delivery address',
  changedAddress: 'changed your saved delivery address',
  preferred: 'changed your preferred order type',
} as const;

/** The one-line form GET /customer's dispositionPreference also uses. */
export const savedAddressLine = (a: SavedAddress) => `${a.address}, ${a.city} ${a.state} ${a.postalCode}`;

const HEADING_ID = 'saved-places-heading';
const ADDRESS_FORM_ID = 'saved-places-address-form';

export function SavedPlaces() {
  const places = useSavedPlaces();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="panel" aria-labelledby={HEADING_ID}>
      {/* Focusable so a removal, which takes its own button away, leaves focus somewhere sensible. */}
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        {savedPlacesMessages.heading}
      </h2>
      {places.isPending ? (
        <AccountLoading label={savedPlacesMessages.loading} />
      ) : places.isError ? (
        <AccountLoadError error={places.error} onRetry={() => void places.refetch()} />
      ) : (
        <PlacesList places={places.data} onRemoved={() => headingRef.current?.focus()} />
      )}
    </section>
  );
}

function PlacesList({ places, onRemoved }: { places: Places; onRemoved(): void }) {
  const change = useChangeSavedPlaces();
  const [error, setError] = useState<{ message: string; takeFocus: boolean } | null>(null);
  const [addressFormOpen, setAddressFormOpen] = useState(false);
  // The form's openers: "Add a delivery address" without a saved address, its "Change" with one.
  const addAddressButton = useRef<HTMLButtonElement>(null);
  const changeAddressButton = useRef<HTMLButtonElement>(null);
  const [focusSavedAddress, setFocusSavedAddress] = useState(false);
  const pending = change.isPending ? change.variables : undefined;
  const changingPlace = pending !== undefined && pending.kind !== 'prefer';
  const bothSaved = places.address !== null && places.store !== null;
  const shownType = pending?.kind === 'prefer' ? pending.serviceType : places.serviceType;

  // A saved address closes the form that had focus: its "Change" takes it, once the new address
  // (and so that button, after an add) is on screen.
  useEffect(() => {
    if (!focusSavedAddress || !changeAddressButton.current) return;
    changeAddressButton.current.focus();
    setFocusSavedAddress(false);
  }, [focusSavedAddress, places.address]);

  const run = async (next: SavedPlacesChange, done: string) => {
    setError(null);
    try {
      await change.mutateAsync(next);
      showSuccess(done);
      if (next.kind === 'removeAddress') setAddressFormOpen(false);
      if (next.kind !== 'prefer') onRemoved();
    } catch (failure) {
      // A failed removal lost its button's focus to the dialog; a radio keeps focus where it is.
      setError({ message: customerErrorMessage(failure), takeFocus: next.kind !== 'prefer' });
    }
  };

  const confirmRemoval = (title: string, body: string) =>
    openAlert({
      type: 'confirm',
      title,
      // Either removal also clears the preferred order type (the API keeps one only with both saved).
      body: places.serviceType !== null ? body + savedPlacesMessages.preferenceCleared : body,
      confirmText: savedPlacesMessages.remove,
      cancelText: savedPlacesMessages.keep,
    });

  const removeAddress = async (line: string) => {
    if (await confirmRemoval(savedPlacesMessages.removeAddressTitle, savedPlacesMessages.forgetAddress(line)))
      await run({ kind: 'removeAddress' }, savedPlacesMessages.removedAddress);
  };

  const removeStore = async (name: string) => {
    if (await confirmRemoval(savedPlacesMessages.removeStoreTitle, savedPlacesMessages.forgetStore(name)))
      await run({ kind: 'removeStore' }, savedPlacesMessages.removedStore);
  };

  const prefer = (serviceType: BasketServiceType) => {
    if (serviceType !== shownType) void run({ kind: 'prefer', serviceType }, savedPlacesMessages.preferred);
  };

  /** The form shows its own failure, so this one rejects instead of setting the section's error. */
  const saveAddress = async (address: SavedAddress) => {
    const replacing = places.address !== null;
    setError(null);
    await change.mutateAsync({ kind: 'saveAddress', address });
    showSuccess(replacing ? savedPlacesMessages.changedAddress : savedPlacesMessages.savedAddress);
    setAddressFormOpen(false);
    setFocusSavedAddress(true);
  };

  const cancelAddressForm = () => {
    // The opener stays on screen while the form is open, so it can take focus before the form goes.
    (changeAddressButton.current ?? addAddressButton.current)?.focus();
    setAddressFormOpen(false);
  };

  const toggleAddressForm = () => {
    setError(null);
    setAddressFormOpen((open) => !open);
  };

  const addressLine = places.address && savedAddressLine(places.address);
  const store = places.store;
  const addressForm = addressFormOpen && (
    <Suspense fallback={<AccountLoading label={savedPlacesMessages.loadingAddressForm} />}>
      <SavedAddressForm
        id={ADDRESS_FORM_ID}
        title={addressLine ? savedPlacesMessages.changeAddressTitle : savedPlacesMessages.addAddress}
        onSave={saveAddress}
        onCancel={cancelAddressForm}
      />
    </Suspense>
  );

  return (
    <>
      <FormError message={error?.message ?? null} takeFocus={error?.takeFocus} />
      {!addressLine && !store && (
        <AccountEmpty>
          <p>{savedPlacesMessages.empty}</p>
        </AccountEmpty>
      )}
      {(addressLine || store) && (
        <ul className="account-cards">
          {addressLine && (
            <li className="account-saved-card account-place">
              <h3>{savedPlacesMessages.address}</h3>
              <p>{addressLine}</p>
              <div className="account-saved-card__actions">
                <button
                  ref={changeAddressButton}
                  type="button"
                  className={buttonClass({ size: 'sm', variant: 'ghost' })}
                  aria-label={savedPlacesMessages.changeAddress(addressLine)}
                  aria-expanded={addressFormOpen}
                  aria-controls={addressFormOpen ? ADDRESS_FORM_ID : undefined}
                  onClick={toggleAddressForm}
                >
                  {savedPlacesMessages.change}
                </button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={savedPlacesMessages.removeAddress(addressLine)}
                  aria-busy={pending?.kind === 'removeAddress'}
                  disabled={pending !== undefined}
                  onClick={() => void removeAddress(addressLine)}
                >
                  {pending?.kind === 'removeAddress' ? savedPlacesMessages.removing : savedPlacesMessages.remove}
                </Button>
              </div>
              {addressForm}
            </li>
          )}
          {store && (
            <li className="account-saved-card account-place">
              <h3>{savedPlacesMessages.store}</h3>
              <p>{store.name}</p>
              <div className="account-saved-card__actions">
                <Link
                  to="/stores"
                  className={buttonClass({ size: 'sm', variant: 'ghost' })}
                  aria-label={savedPlacesMessages.changeStore(store.name)}
                >
                  {savedPlacesMessages.change}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={savedPlacesMessages.removeStore(store.name)}
                  aria-busy={pending?.kind === 'removeStore'}
                  disabled={pending !== undefined}
                  onClick={() => void removeStore(store.name)}
                >
                  {pending?.kind === 'removeStore' ? savedPlacesMessages.removing : savedPlacesMessages.remove}
                </Button>
              </div>
            </li>
          )}
        </ul>
      )}
      {(!addressLine || !store) && (
        <div className="account-saved-card__actions account-places__add">
          {!addressLine && (
            <button
              ref={addAddressButton}
              type="button"
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
              aria-expanded={addressFormOpen}
              aria-controls={addressFormOpen ? ADDRESS_FORM_ID : undefined}
              onClick={toggleAddressForm}
            >
              {savedPlacesMessages.addAddress}
            </button>
          )}
          {!store && (
            <Link to="/stores" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              {savedPlacesMessages.findStore}
            </Link>
          )}
        </div>
      )}
      {!addressLine && addressForm}
      {bothSaved && (
        // The radios stay enabled while the choice is saved: disabling them would drop keyboard focus.
        <fieldset
          className="auth-choice account-places__preference"
          aria-describedby="saved-places-preference-hint"
          aria-busy={pending?.kind === 'prefer'}
        >
          <legend>{savedPlacesMessages.preference}</legend>
          <p id="saved-places-preference-hint" className="account-places__hint">
            {savedPlacesMessages.preferenceHint}
          </p>
          {(['Delivery', 'Pickup'] as const).map((serviceType) => (
            <CheckboxField
              key={serviceType}
              id={`saved-places-prefer-${serviceType.toLowerCase()}`}
              type="radio"
              name="saved-places-preference"
              value={serviceType}
              label={serviceType}
              checked={shownType === serviceType}
              disabled={changingPlace}
              onChange={() => prefer(serviceType)}
            />
          ))}
          <BusyLine label={pending?.kind === 'prefer' ? savedPlacesMessages.savingPreference : null} />
        </fieldset>
      )}
    </>
  );
}
