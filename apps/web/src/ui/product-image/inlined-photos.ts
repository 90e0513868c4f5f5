// A product page's HTML carries the product's photo in its loading view, as a data URI marked with
// the address it stands for (`data-photo`; the server's product-loading-view.ts, decision 237).
// The app's own <picture> of that photo takes those bytes, so the photo is neither fetched a
// second time nor missing for a moment when the builder replaces the loading view.

const INLINED_SOURCES = 'source[data-photo]';

let inlined: Map<string, string> | undefined;

/**
 * Keeps the inlined photos found under `root`: called before the loading view is removed (the
 * first call to `inlinedPhoto` reads the document itself, for a screen drawn before that).
 */
export function keepInlinedPhotos(root: ParentNode = document): void {
  inlined ??= new Map();
  for (const source of root.querySelectorAll<HTMLSourceElement>(INLINED_SOURCES)) {
    const address = source.dataset.photo;
    const bytes = source.getAttribute('srcset');
    if (address && bytes?.startsWith('data:image/')) inlined.set(address, bytes);
  }
}

/** The page's own copy of the photo at `address` (a data URI), when its HTML carried one. */
export function inlinedPhoto(address: string): string | undefined {
  if (!inlined && typeof document !== 'undefined') keepInlinedPhotos(document);
  return inlined?.get(address);
}

/** Tests: forget what an earlier page carried. */
export function forgetInlinedPhotos(): void {
  inlined = undefined;
}
