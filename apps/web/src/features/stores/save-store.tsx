// "Save as my pickup store" on a store page (spec document 1 section 6: a customer keeps a saved
// pickup store). Signed in, it saves through POST /customer/{id}/store into the cache entry that
// /account/details reads, so that page shows the store at once; signed out, a quiet link to log in.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { AlertIcon, CheckIcon, StoreIcon } from '../../ui/icons/icons.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { useChangeSavedPlaces, useSavedPlaces } from '../../lib/session/saved-places.ts';

export const saveStoreMessages = {
  save: 'Save as my pickup store',
  saving: 'Saving…',
  saved: 'This is your saved pickup store',
  replaces: (name: string) => `Your saved pickup store is ${name}. Saving this one replaces it.`,
  /** 'You have succesfully {action}' (spec section 8). */
  done: (name: string) => `saved ${name} as your pickup store`,
  logIn: 'Log in to save this store',
} as const;

export interface SaveStoreProps {
  store: { storeId: number; name: string };
}

export function SaveStore({ store }: SaveStoreProps) {
  const signedIn = useAuthStore((s) => s.isAuth);
  const { pathname } = useLocation();
  if (signedIn) return <SaveStoreSignedIn store={store} />;
  return (
    <p className="store-save">
      <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>{saveStoreMessages.logIn}</Link>
    </p>
  );
}

function SaveStoreSignedIn({ store }: SaveStoreProps) {
  const places = useSavedPlaces();
  const change = useChangeSavedPlaces();
  const [error, setError] = useState<string | null>(null);
  // Set before a save: the answer may reach the cache before the save's own promise settles.
  const focusWhenSaved = useRef(false);
  const savedNote = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const hintId = useId();
  const current = places.data?.store ?? null;
  const isSaved = current?.storeId === store.storeId;
  const busy = change.isPending;

  // The button goes once the store is saved: its note takes the focus the button had.
  useEffect(() => {
    if (!isSaved || !focusWhenSaved.current) return;
    focusWhenSaved.current = false;
    savedNote.current?.focus();
  }, [isSaved]);

  // The disabled button lost focus while saving; the failure takes it, so it is heard at once.
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  // Nothing until the saved store is known, so the button never shows for the store already saved.
  if (places.isPending) return null;

  if (isSaved) {
    return (
      <p ref={savedNote} tabIndex={-1} className="store-save store-save--saved">
        <CheckIcon />
        {saveStoreMessages.saved}
      </p>
    );
  }

  const save = async () => {
    setError(null);
    focusWhenSaved.current = true;
    try {
      await change.mutateAsync({ kind: 'saveStore', storeId: store.storeId });
      showSuccess(saveStoreMessages.done(store.name));
    } catch (failure) {
      focusWhenSaved.current = false;
      setError(customerErrorMessage(failure));
    }
  };

  return (
    <div className="store-save">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={current ? hintId : undefined}
        onClick={() => void save()}
      >
        <StoreIcon /> {busy ? saveStoreMessages.saving : saveStoreMessages.save}
      </Button>
      {current && (
        <p id={hintId} className="store-save__hint">
          {saveStoreMessages.replaces(current.name)}
        </p>
      )}
      {error && (
        <p ref={alert} tabIndex={-1} className="store-message" role="alert">
          <AlertIcon />
          {error}
        </p>
      )}
    </div>
  );
}
