// App-wide overlays. The snackbar's live region and the spinner are always present (small, and a
// live region must exist before messages arrive); dialogs load on first use.
import { lazy, Suspense } from 'react';
import {
  useOverlayRequests,
  type LocalisationRequest,
  type MinimumSpendModalProps,
  type UpsellRequest,
} from '../../lib/session/overlay-requests.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { SnackbarHost } from '../../ui/snackbar/snackbar.tsx';
import { SpinnerOverlay } from '../../ui/spinner/spinner.tsx';
import { loadChunk } from '../navigation/chunk-reload.ts';
import { areas } from '../routes/areas.ts';
import { lazyComponent } from '../routes/lazy-screen.tsx';

type Location = Awaited<ReturnType<typeof areas.location>>;
type Basket = Awaited<ReturnType<typeof areas.basket>>;
type Upsell = Awaited<ReturnType<typeof areas.upsell>>;
type Auth = Awaited<ReturnType<typeof areas.auth>>;

const LocalisationModal = lazyComponent<{ request: LocalisationRequest; onClose(): void }, Location>(
  areas.location,
  'LocalisationModal',
);
const DateTimeModal = lazyComponent<{ warning: string | null; onClose(): void }, Location>(
  areas.location,
  'DateTimeModal',
);
const CartSheet = lazyComponent<{ onClose(): void }, Basket>(areas.basket, 'CartSheet');
const MinimumSpendModal = lazyComponent<MinimumSpendModalProps, Basket>(areas.basket, 'MinimumSpendModal');
const UpsellPopup = lazyComponent<{ request: UpsellRequest; onClose(): void }, Upsell>(areas.upsell, 'UpsellPopup');
const LoginModal = lazyComponent<{ onClose(): void }, Auth>(areas.auth, 'LoginModal');
const AlertDialog = lazy(() => loadChunk(() => import('../../ui/alert-dialog/alert-dialog.tsx')));

export function OverlaysHost() {
  const localisation = useOverlayRequests((s) => s.localisation);
  const dialog = useOverlayRequests((s) => s.dialog);
  const cartOpen = useOverlayRequests((s) => s.cartOpen);
  const closeLocalisation = useOverlayRequests((s) => s.closeLocalisation);
  const closeDialog = useOverlayRequests((s) => s.closeDialog);
  const closeCart = useOverlayRequests((s) => s.closeCart);
  const upsell = useOverlayRequests((s) => s.upsell);
  const closeUpsell = useOverlayRequests((s) => s.closeUpsell);
  const loginOpen = useOverlayRequests((s) => s.loginOpen);
  const closeLogin = useOverlayRequests((s) => s.closeLogin);
  const alertOpen = useAlertStore((s) => s.current !== null);
  return (
    <>
      <SnackbarHost />
      <SpinnerOverlay />
      <Suspense fallback={null}>
        {localisation && <LocalisationModal request={localisation} onClose={closeLocalisation} />}
        {dialog?.type === 'date-time' && <DateTimeModal warning={dialog.warning} onClose={closeDialog} />}
        {dialog?.type === 'minimum-spend' && <MinimumSpendModal message={dialog.message} onClose={closeDialog} />}
        {cartOpen && <CartSheet onClose={closeCart} />}
        {upsell && <UpsellPopup key={JSON.stringify(upsell)} request={upsell} onClose={closeUpsell} />}
        {loginOpen && <LoginModal onClose={closeLogin} />}
        {alertOpen && <AlertDialog />}
      </Suspense>
    </>
  );
}
