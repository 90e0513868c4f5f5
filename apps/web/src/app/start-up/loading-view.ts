// The loading view is plain HTML in index.html (logo 140 high and an animated pizza), so it shows
// before any script has run. Environments that serve another HTML shell get it inserted here; a
// page that came prerendered (the landing) shows itself instead.
import { keepInlinedPhotos } from '../../ui/product-image/inlined-photos.ts';
import { hasPrerenderedPage } from './prerendered-page.ts';

export const LOADING_VIEW_ID = 'loading';
/** Spec section 9: logo height on the loading screen. */
export const LOADING_LOGO_HEIGHT = 140;

export function showLoadingView(doc: Document = document): void {
  doc.body.setAttribute('aria-busy', 'true');
  if (doc.getElementById(LOADING_VIEW_ID) || hasPrerenderedPage(doc)) return;
  const view = doc.createElement('div');
  view.id = LOADING_VIEW_ID;
  view.className = 'loading-view';
  view.setAttribute('role', 'status');
  view.innerHTML = `<img src="/logo.svg" alt="Red Roof Pizza" height="${LOADING_LOGO_HEIGHT}"><span class="loading-view__pizza" aria-hidden="true"></span><span class="sr-only">Loading</span>`;
  doc.body.prepend(view);
}

export function removeLoadingView(doc: Document = document): void {
  const view = doc.getElementById(LOADING_VIEW_ID);
  if (!view) return;
  // A product's photo the page carried inline stays available to the app's own <picture>.
  keepInlinedPhotos(view);
  view.remove();
}
