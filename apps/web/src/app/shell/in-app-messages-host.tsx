// In-app messages for the whole visit (decision 165): their own chunk, loaded once the first screen
// is drawn (lib/background-work.ts), so no page's first load carries them. Customer pages only: the
// staff tools render in the staff frame, which has no host (decision 243).
import { lazy, Suspense } from 'react';
import { useFirstScreenDrawn } from '../../lib/use-first-screen-drawn.ts';

const InAppMessages = lazy(() => import('../../lib/engagement/in-app-messages.tsx'));

export function InAppMessagesHost() {
  const firstScreenDrawn = useFirstScreenDrawn();
  if (!firstScreenDrawn) return null;
  return (
    <Suspense fallback={null}>
      <InAppMessages />
    </Suspense>
  );
}
