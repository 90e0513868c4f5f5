// Analytics for the whole visit: a page view per path, and the sender with the app-open events,
// loaded once the first screen is drawn (lib/background-work.ts) so the landing bundle carries only
// the tiny queue (decision 011).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../lib/analytics.ts';
import { afterFirstScreen } from '../../lib/background-work.ts';
import { useRouteName } from '../../lib/route-names.ts';

export function AnalyticsEffects() {
  const { pathname } = useLocation();
  const routeName = useRouteName();
  useEffect(() => {
    track('page_view', { path: pathname, routeName: routeName ?? null });
    // A new route name for the same path is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(
    () =>
      // The sender runs for the rest of the page's life (it outlives the app on the fatal screen).
      afterFirstScreen(() => {
        import('../../lib/analytics/start-analytics.ts')
          .then(({ startAnalytics }) => startAnalytics())
          .catch(() => {
            // Without the sender, events still reach the dataLayer; a reload brings it back.
          });
      }),
    [],
  );

  return null;
}
