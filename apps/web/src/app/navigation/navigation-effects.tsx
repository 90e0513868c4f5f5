// Runs the navigation behaviour on each location change: query effects, scroll and focus.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useRouteName, type RouteName } from '../../lib/route-names.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { saveReferralId } from '../../lib/session/referral.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { applyQueryEffects, queryEffects } from './query-effects.ts';
import { isSamePageChoice, shouldScrollToTop } from './scroll-policy.ts';

export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const routeName = useRouteName();
  const previous = useRef<{ pathname: string; routeName: RouteName | undefined } | null>(null);

  useEffect(() => {
    const session = useSessionStore.getState();
    applyQueryEffects(queryEffects(new URLSearchParams(location.search)), {
      openLocalisation: useOverlayRequests.getState().openLocalisation,
      setDebugMode: session.setDebugMode,
      setAttribution: session.setAttribution,
      saveReferralId,
    });
  }, [location.key, location.search]);

  useEffect(() => {
    const from = previous.current;
    previous.current = { pathname: location.pathname, routeName };
    // First render: the browser owns the position. Back/forward (POP): the browser restores it.
    if (!from || from.pathname === location.pathname || navigationType === 'POP') return;
    if (isSamePageChoice(from.routeName, routeName) || !shouldScrollToTop(from.routeName, routeName)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Move focus to the new page's heading so screen readers announce it (WCAG 2.4.3).
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    (heading ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
  }, [location.pathname, location.hash, navigationType, routeName]);

  return null;
}
