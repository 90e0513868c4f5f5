import { afterEach, describe, expect, it } from 'vitest';
import { forgetInlinedPhotos, inlinedPhoto, keepInlinedPhotos } from './inlined-photos.ts';

const MARGHERITA = '/images/products/margherita.webp';
const BYTES = 'data:image/webp;base64,UklGRg==';

/** The loading view as a product page's HTML has it (the server's product-loading-view.ts). */
function loadingViewWith(source: string): HTMLElement {
  const view = document.createElement('div');
  view.id = 'loading';
  view.innerHTML = `<picture class="loading-view__product">${source}<img src="/images/products/margherita.jpg" alt="Margherita"></picture>`;
  document.body.append(view);
  return view;
}

afterEach(() => {
  document.body.innerHTML = '';
  forgetInlinedPhotos();
});

describe('photos the page carried inline', () => {
  it("gives the bytes for the address the page's loading view marked", () => {
    loadingViewWith(`<source type="image/webp" srcset="${BYTES}" data-photo="${MARGHERITA}">`);
    expect(inlinedPhoto(MARGHERITA)).toBe(BYTES);
    expect(inlinedPhoto('/images/products/pepperoni.webp')).toBeUndefined();
  });

  it('keeps them once the loading view is gone, when kept before it went', () => {
    const view = loadingViewWith(`<source type="image/webp" srcset="${BYTES}" data-photo="${MARGHERITA}">`);
    keepInlinedPhotos(view);
    view.remove();
    expect(inlinedPhoto(MARGHERITA)).toBe(BYTES);
  });

  it('takes nothing from a photo named by its address, or a mark without bytes', () => {
    loadingViewWith(`<source type="image/webp" srcset="${MARGHERITA}">`);
    loadingViewWith(`<source type="image/webp" srcset="https://elsewhere.example/p.webp" data-photo="${MARGHERITA}">`);
    expect(inlinedPhoto(MARGHERITA)).toBeUndefined();
  });

  it('a page without a loading view: none', () => {
    expect(inlinedPhoto(MARGHERITA)).toBeUndefined();
  });
});
