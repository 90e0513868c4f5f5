// A clear banner while the browser is offline: the menu still browses from the service worker's
// cache, and ordering buttons say why they are disabled until the connection returns.
import { useOnline } from '../../lib/pwa/use-online.ts';
import './pwa.css';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="offline-banner">
      <strong>You are offline.</strong> You can still browse the menu; ordering comes back when your connection does.
    </p>
  );
}
