// In-app messages for the whole visit (decision 165): their own chunk, which fetches once the page
// has painted, so no page's first load carries them; not on the staff screens, whose users are
// not customers.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

const InAppMessages = lazy(() => import('../../lib/engagement/in-app-messages.tsx'));

const STAFF_PATHS = ['/store-console', '/content-editor', '/marketing'];

export function InAppMessagesHost() {
  const { pathname } = useLocation();
  if (STAFF_PATHS.some((path) => pathname.startsWith(path))) return null;
  return (
    <Suspense fallback={null}>
      <InAppMessages />
    </Suspense>
  );
}
