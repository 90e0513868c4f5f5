import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { ProductImage } from './product-image.tsx';

afterEach(() => vi.restoreAllMocks());

describe('product images (document 1, section 9: webp, jpg on iOS)', () => {
  it('offers webp with a jpg fallback on the web', () => {
    const { container } = render(<ProductImage imageSlug="pepperoni" />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/products/pepperoni.webp');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/pepperoni.jpg');
  });

  it('asks only for jpg where the platform says so (the iOS app)', () => {
    vi.spyOn(platform, 'imageFormat').mockReturnValue('jpg');
    const { container } = render(<ProductImage imageSlug="pepperoni" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/pepperoni.jpg');
  });
});
