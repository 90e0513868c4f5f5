// App-wide overlays. The snackbar's live region and the spinner are always present (small, and a
// live region must exist before messages arrive); dialogs load on first use.
import { lazy, Suspense } from 'react';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { SnackbarHost } from '../../ui/snackbar/snackbar.tsx';
import { SpinnerOverlay } from '../../ui/spinner/spinner.tsx';
import { loadChunk } from '../navigation/chunk-reload.ts';
import { areas } from '../routes/areas.ts';
import { lazyComponent } from '../routes/lazy-screen.tsx';

type Location = Awaited<ReturnType<typeof areas.location>>;
type Basket = Awaited<ReturnType<typeof areas.basket>>;

const LocalisationModal = lazyComponent<{ tab: 'delivery' | 'pickup'; onClose(): void }, Location>(
  areas.location,
  'LocalisationModal',
);
const CartSheet = lazyComponent<{ onClose(): void }, Basket>(areas.basket, 'CartSheet');
const AlertDialog = lazy(() => loadChunk(() => import('../../ui/alert-dialog/alert-dialog.tsx')));

export function OverlaysHost() {
  const localisation = useOverlayRequests((s) => s.localisation);
  const cartOpen = useOverlayRequests((s) => s.cartOpen);
  const closeLocalisation = useOverlayRequests((s) => s.closeLocalisation);
  const closeCart = useOverlayRequests((s) => s.closeCart);
  const alertOpen = useAlertStore((s) => s.current !== null);
  return (
    <>
      <SnackbarHost />
      <SpinnerOverlay />
      <Suspense fallback={null}>
        {localisation && <LocalisationModal tab={localisation.tab} onClose={closeLocalisation} />}
        {cartOpen && <CartSheet onClose={closeCart} />}
        {alertOpen && <AlertDialog />}
      </Suspense>
    </>
  );
}
