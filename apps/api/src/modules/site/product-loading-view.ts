// A product page's loading view shows the product's photo beside the logo and the turning pizza,
// so the visitor sees what they opened while the app's code loads, and the browser paints the
// page's largest image from the HTML alone (decision 229). The markup goes into the app's HTML
// loading view (platform/page-html.ts); the app removes the whole view when it mounts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@storefront/contract';
import { productImageUrl } from '@storefront/contract/product-images';
import { escapeHtml } from '../notifier/message-templates.ts';

/** The photo's drawn size (product-image.tsx): its 4:3 box reserves the space before it arrives. */
const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 480;

/**
 * The markup a product page adds to its loading view: the product's photo, webp with the jpg
 * behind it as the app's <picture> has them, the same address the page's `Link` header preloads.
 * Undefined for a surcharge (its page says 'The product is not valid.' instead of opening a
 * builder) or a product without a photo on disk (a broken image is worse than the plain loading view).
 */
export function productLoadingView(product: Product, hasPhoto: (imageSlug: string) => boolean): string | undefined {
  if (product.discriminator === 'Surcharge' || !hasPhoto(product.imageSlug)) return undefined;
  return (
    `<picture class="loading-view__product">` +
    `<source type="image/webp" srcset="${productImageUrl(product.imageSlug, 'webp')}">` +
    `<img src="${productImageUrl(product.imageSlug, 'jpg')}" alt="${escapeHtml(product.name)}" ` +
    `width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fetchpriority="high">` +
    `</picture>`
  );
}

/** Whether the web build has both of a product's photos; each product looked up once. */
export function productPhotoOnDisk(distDir: string): (imageSlug: string) => boolean {
  const known = new Map<string, boolean>();
  const onDisk = (address: string) => existsSync(path.join(distDir, decodeURIComponent(address)));
  return (imageSlug) => {
    let found = known.get(imageSlug);
    if (found === undefined) {
      found = onDisk(productImageUrl(imageSlug, 'webp')) && onDisk(productImageUrl(imageSlug, 'jpg'));
      known.set(imageSlug, found);
    }
    return found;
  };
}
