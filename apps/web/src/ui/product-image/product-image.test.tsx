import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { forgetInlinedPhotos, keepInlinedPhotos } from './inlined-photos.ts';
import { ProductImage } from './product-image.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  forgetInlinedPhotos();
});

describe('product images (document 1, section 9: webp, jpg on iOS)', () => {
  it('offers webp with a jpg fallback on the web', () => {
    const { container } = render(<ProductImage imageSlug="pepperoni" />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/products/pepperoni.webp');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/pepperoni.jpg');
  });

  it("shows the page's own copy of a photo its HTML carried, asking for nothing", () => {
    const view = document.createElement('div');
    view.innerHTML =
      '<source type="image/webp" srcset="data:image/webp;base64,UklGRg==" data-photo="/images/products/pepperoni.webp">';
    keepInlinedPhotos(view);
    const { container } = render(<ProductImage imageSlug="pepperoni" />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('data:image/webp;base64,UklGRg==');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/pepperoni.jpg');
    // Another product's photo is asked for as ever.
    const other = render(<ProductImage imageSlug="hawaiian" />);
    expect(other.container.querySelector('source')?.getAttribute('srcset')).toBe('/images/products/hawaiian.webp');
  });

  it('asks only for jpg where the platform says so (the iOS app)', () => {
    vi.spyOn(platform, 'imageFormat').mockReturnValue('jpg');
    const { container } = render(<ProductImage imageSlug="pepperoni" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/pepperoni.jpg');
  });
});
