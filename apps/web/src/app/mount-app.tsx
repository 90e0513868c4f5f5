// Builds the router, waits until the first screen (and its lazy chunk) is ready, then mounts.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { APP_ROOT_ID, setAppRoot } from './app-root.ts';
import { forgetRetry } from './fatal/retry-memory.ts';
import { isFatalShown } from './fatal/show-fatal.tsx';
import { Providers } from './providers.tsx';
import { createRoutes } from './routes/route-table.tsx';

export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Guards read the auth store: when login state changes, the current route is checked again. */
export function revalidateOnAuthChange(router: Pick<DataRouter, 'revalidate'>): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (state.isAuth !== previous.isAuth || state.customer?.hasEmailAccount !== previous.customer?.hasEmailAccount) {
      void router.revalidate();
    }
  });
}

export async function createApp(): Promise<() => void> {
  const router = createBrowserRouter(createRoutes());
  await routerReady(router);
  revalidateOnAuthChange(router);
  return () => {
    const element = document.getElementById(APP_ROOT_ID);
    // /fatal (or a failure while loading) may have replaced the app already.
    if (!element || isFatalShown()) return;
    const root = createRoot(element);
    setAppRoot(root);
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    forgetRetry();
  };
}
