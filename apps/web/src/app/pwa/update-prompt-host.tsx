// Shows the update prompt where spec §2 allows an update (never on order, process-order, checkout,
// login or register): an update found there waits and is offered on the next safe navigation.
import { lazy, Suspense } from 'react';
import { useRouteName } from '../../lib/route-names.ts';
import { showsUpdatePrompt } from '../../lib/pwa/update-rule.ts';
import { useUpdateStore } from '../../lib/pwa/update-store.ts';

const UpdatePrompt = lazy(() => import('./update-prompt.tsx'));

export function UpdatePromptHost() {
  const route = useRouteName();
  const waiting = useUpdateStore((s) => s.waiting);
  const dismissed = useUpdateStore((s) => s.dismissed);
  const applying = useUpdateStore((s) => s.applying);
  if (!showsUpdatePrompt({ waiting, dismissed }, route)) return null;
  return (
    <div className="update-prompt-region">
      <Suspense fallback={null}>
        <UpdatePrompt
          updating={applying}
          onUpdate={() => useUpdateStore.getState().apply(route)}
          onLater={() => useUpdateStore.getState().dismiss()}
        />
      </Suspense>
    </div>
  );
}
