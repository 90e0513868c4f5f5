// What runs for the whole visit once the first paint is done (loaded by the shell's
// AnalyticsEffects, outside the landing bundle): the batch sender and the app-open events.
import { track } from '../analytics.ts';
import { endpointUrl } from '../api/endpoint-url.ts';
import { platform } from '../platform/index.ts';
import { startAnalyticsSender } from './sender.ts';
import { visitId } from './visit-id.ts';

/** Spec document 0 section 4: an app-open event on start, and again each time the app comes back. */
function watchAppOpen(): void {
  track('app_open', { resumed: false });
  // The native app records resumes from the app plugin's resume event (lib/platform).
  if (platform.isNative) return;
  let hidden = document.visibilityState === 'hidden';
  const onChange = () => {
    if (document.visibilityState === 'hidden') hidden = true;
    else if (hidden) {
      hidden = false;
      track('app_open', { resumed: true });
    }
  };
  document.addEventListener('visibilitychange', onChange);
}

let started = false;

/**
 * Starts once per page and runs until the page goes: the fatal screen unmounts the app, and its
 * fatal-error event must still leave with the next batch or on page hide.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  startAnalyticsSender({ url: endpointUrl('analyticsEvents', {}), visitId: visitId() });
  watchAppOpen();
}
