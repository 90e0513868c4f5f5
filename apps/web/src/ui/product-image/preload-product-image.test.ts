import { afterEach, describe, expect, it } from 'vitest';
import { forgetInlinedPhotos, keepInlinedPhotos } from './inlined-photos.ts';
import { preloadProductImage } from './preload-product-image.ts';

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  forgetInlinedPhotos();
});

describe('preloadProductImage', () => {
  it('asks for the webp the picture will show, at high priority', () => {
    preloadProductImage('margherita');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe('/images/products/margherita.webp');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('type')).toBe('image/webp');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it("asks for nothing when the page's HTML carried the photo (a product page's loading view)", () => {
    const view = document.createElement('div');
    view.innerHTML =
      '<source type="image/webp" srcset="data:image/webp;base64,UklGRg==" data-photo="/images/products/margherita.webp">';
    keepInlinedPhotos(view);
    preloadProductImage('margherita');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    preloadProductImage('hawaiian');
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(
      '/images/products/hawaiian.webp',
    );
  });
});
