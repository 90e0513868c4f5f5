import { afterEach, describe, expect, it } from 'vitest';
import { preloadProductImage } from './preload-product-image.ts';

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
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
});
