// A page whose HTML came with its screen already rendered in the app's root (the landing; decision
// 227). It shows while the app starts, in place of the loading view; the app then mounts over the
// same elements. Until it has, links and buttons have no handlers: a click on one is held and made
// again on the mounted app, so a quick visitor's first tap is not lost.
import { APP_ROOT_ID } from '../app-root.ts';

export function hasPrerenderedPage(doc: Document = document): boolean {
  return !!doc.getElementById(APP_ROOT_ID)?.firstElementChild;
}

/**
 * Holds the last click on a link or button of the prerendered page (a native link would load the
 * whole page again). Returns the release, to call once the app has mounted: the held element is
 * clicked again if the app kept it, and forgotten if the app replaced it.
 */
export function holdClicksUntilMounted(doc: Document = document): () => void {
  const root = doc.getElementById(APP_ROOT_ID);
  if (!root || !hasPrerenderedPage(doc)) return () => {};
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('a[href], button');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
}
