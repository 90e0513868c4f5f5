// Product photography (spec section 9: "webp, jpg on iOS"): webp with a jpg fallback, or jpg alone
// where the platform asks for it (the iOS app, lib/platform), served from
// /images/products/{imageSlug}. An image that fails to load falls back to a neutral plate, so a new
// product without artwork never shows a broken image.
// The subpath, not the package's index: that carries every schema, and zod with them.
import { productImageUrl } from '@storefront/contract/product-images';
import { useState } from 'react';
import { platform } from '../../lib/platform/index.ts';
import { inlinedPhoto } from './inlined-photos.ts';
import './product-image.css';

export const PRODUCT_IMAGE_WIDTH = 640;
export const PRODUCT_IMAGE_HEIGHT = 480;
export const PRODUCT_IMAGE_FALLBACK = '/images/products/placeholder.svg';

export interface ProductImageProps {
  imageSlug: string;
  /** Empty when the product's name is right next to the image (the usual case). */
  alt?: string;
  className?: string;
  /** The first images on a page load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** The page's main image (its largest paint): fetched before other images. */
  priority?: boolean;
}

export function ProductImage({ imageSlug, alt = '', className, eager = false, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['product-image', className].filter(Boolean).join(' ');
  const common = {
    alt,
    width: PRODUCT_IMAGE_WIDTH,
    height: PRODUCT_IMAGE_HEIGHT,
    className: classes,
    loading: eager || priority ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async' as const,
  };
  if (failed === imageSlug) return <img {...common} src={PRODUCT_IMAGE_FALLBACK} />;
  if (platform.imageFormat() === 'jpg') {
    return <img {...common} src={productImageUrl(imageSlug, 'jpg')} onError={() => setFailed(imageSlug)} />;
  }
  const webp = productImageUrl(imageSlug, 'webp');
  return (
    <picture>
      {/* The page's HTML may have carried this photo already (a product page's loading view). */}
      <source type="image/webp" srcSet={inlinedPhoto(webp) ?? webp} />
      <img {...common} src={productImageUrl(imageSlug, 'jpg')} onError={() => setFailed(imageSlug)} />
    </picture>
  );
}
