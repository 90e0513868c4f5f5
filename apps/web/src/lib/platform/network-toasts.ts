// Network changes in the native app (spec sections 4 and 8): going offline or coming back online
// shows a toast through the app's snackbar (a live region, so screen readers announce it).
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import type { NetworkStatus } from './plugins.ts';

export const networkMessages = {
  offline: 'You are offline. Check your connection.',
  online: 'You are back online.',
} as const;

/** A toast on each change of connected state; the first status only sets the baseline. */
export function networkToasts(initiallyConnected: boolean): (status: NetworkStatus) => void {
  let connected = initiallyConnected;
  return (status) => {
    if (status.connected === connected) return;
    connected = status.connected;
    showSnackbar(
      connected
        ? { message: networkMessages.online, theme: 'success' }
        : { message: networkMessages.offline, theme: 'warning' },
    );
  };
}
