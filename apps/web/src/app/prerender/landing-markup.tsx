// The landing as a first-time guest sees it, rendered to HTML when the app is built
// (build/prerender-landing.ts), so its first paint needs no script. The same route table, shell
// and providers as the mounted app: mounting over this markup finds the same elements and keeps them.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startBackgroundWork } from '../../lib/background-work.ts';
import { routerReady } from '../mount-app.tsx';
import { Providers } from '../providers.tsx';
import { createRoutes } from '../routes/route-table.tsx';

export async function renderLandingMarkup(): Promise<string> {
  // The markup is the page as drawn: what waits for the first screen (the footer) is in it.
  startBackgroundWork();
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
  await routerReady(router);
  return renderToString(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
