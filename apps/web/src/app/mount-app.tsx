// Builds the router, waits until the first screen (and its lazy chunk) is ready, then mounts.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { captureException } from '../lib/error-reporting.ts';
import { platform } from '../lib/platform/index.ts';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { installCustomerSessionWhenSignedIn } from '../lib/session/customer-session-loader.ts';
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

/** A path the route table answers with a route of its own, not the catch-all tail (content or not found). */
export function isInternalRoute(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path);
  return !!matches && matches.at(-1)?.route.path !== '*';
}

export async function createApp(): Promise<() => void> {
  // Before the first screen's calls: they carry the bearer token, after a refresh if one is due.
  installCustomerSessionWhenSignedIn();
  const routes = createRoutes();
  const router = createBrowserRouter(routes);
  await routerReady(router);
  revalidateOnAuthChange(router);
  // The native app's listeners (deep links, updates, network); nothing on the web.
  void platform.start({
    navigate: (to) => void router.navigate(to),
    isInternalRoute: (path) => isInternalRoute(routes, path),
    currentUrl: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  return () => {
    const element = document.getElementById(APP_ROOT_ID);
    // /fatal (or a failure while loading) may have replaced the app already.
    if (!element || isFatalShown()) return;
    // A render error no route boundary caught (one in the providers) is reported with its components.
    const root = createRoot(element, {
      onUncaughtError: (error, info) =>
        captureException(error, { tags: { source: 'react' }, extra: { componentStack: info.componentStack } }),
    });
    setAppRoot(root);
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    forgetRetry();
  };
}
