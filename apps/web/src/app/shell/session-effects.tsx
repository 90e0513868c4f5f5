// Wires the location session into the app: shared code gets the router's navigate and the route
// name; the session watch (location follows the basket, basket sessions older than 24 hours dropped,
// idle handling, revalidation) loads once the first screen is drawn (lib/background-work.ts),
// outside the landing bundle.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterFirstScreen } from '../../lib/background-work.ts';
import { canOverwriteOrderType, skipsSessionValidation, useRouteName } from '../../lib/route-names.ts';
import { setAppNavigation } from '../../lib/session/app-navigation.ts';
import { rememberPage } from '../../lib/session/page-before-login.ts';

export function SessionEffects() {
  const navigate = useNavigate();
  const routeName = useRouteName();
  const { pathname, search } = useLocation();
  const latest = useRef({ navigate, routeName, pathname });
  useEffect(() => {
    latest.current = { navigate, routeName, pathname };
  });
  // Login returns to the previous non-login page (spec section 4).
  useEffect(() => {
    if (routeName) rememberPage(routeName, pathname + search);
  }, [routeName, pathname, search]);

  useEffect(() => {
    setAppNavigation({
      navigate: (to, options) => void latest.current.navigate(to, options),
      routeName: () => latest.current.routeName,
      pathname: () => latest.current.pathname,
    });
    let stopWatch: (() => void) | undefined;
    let cancelled = false;
    const stopWaiting = afterFirstScreen(() => {
      import('../../lib/session/session-watch.ts')
        .then(({ startSessionWatch }) => {
          if (cancelled) return;
          stopWatch = startSessionWatch({
            keepOrderType: () => !canOverwriteOrderType(latest.current.routeName),
            skipsValidation: () => skipsSessionValidation(latest.current.routeName, latest.current.pathname),
          });
        })
        .catch(() => {
          // Without the checks the session still works; a reload brings them back.
        });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stopWatch?.();
      setAppNavigation(null);
    };
  }, []);

  return null;
}
