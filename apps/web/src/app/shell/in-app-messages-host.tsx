// In-app messages for the whole visit (decision 165): their own chunk, loaded once the first screen
// is drawn (lib/background-work.ts), so no page's first load carries them; not on the staff
// screens, whose users are not customers.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useFirstScreenDrawn } from '../../lib/use-first-screen-drawn.ts';

const InAppMessages = lazy(() => import('../../lib/engagement/in-app-messages.tsx'));

const STAFF_PATHS = ['/store-console', '/content-editor', '/marketing'];

export function InAppMessagesHost() {
  const { pathname } = useLocation();
  const firstScreenDrawn = useFirstScreenDrawn();
  if (!firstScreenDrawn || STAFF_PATHS.some((path) => pathname.startsWith(path))) return null;
  return (
    <Suspense fallback={null}>
      <InAppMessages />
    </Suspense>
  );
}
