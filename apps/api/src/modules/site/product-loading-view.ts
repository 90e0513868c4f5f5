// A product page's loading view shows the product's photo beside the logo and the turning pizza,
// so the visitor sees what they opened while the app's code loads, and the browser paints the
// page's largest image from the HTML alone (decisions 229 and 237). The markup goes into the app's
// HTML loading view (platform/page-html.ts); the app removes the whole view when it mounts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@storefront/contract';
import { productImageUrl } from '@storefront/contract/product-images';
import { escapeHtml } from '../notifier/message-templates.ts';

/** The photo's drawn size (product-image.tsx): its 4:3 box reserves the space before it arrives. */
const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 480;

/**
 * A webp photo up to this size travels inside the page (every photo the app ships today is 2 to
 * 19 KB): it paints with the HTML instead of a round trip later. A larger one is asked for by its
 * address, named in the `Link` header, so a heavy photo never holds up the page's own text.
 */
export const INLINE_PHOTO_LIMIT_BYTES = 24 * 1024;

/** A product's photos as the build has them: the webp's bytes when small enough to inline. */
export interface PhotoOnDisk {
  /** `data:image/webp;base64,...`, or undefined when the photo is past the inline limit. */
  inlineWebp?: string;
}

/** The markup a product page adds to its loading view, and the photo address it leaves to the network. */
export interface ProductLoadingView {
  markup: string;
  /** The webp's address when the markup names it rather than carries it: the page preloads it. */
  fetchedPhoto?: string;
}

/**
 * The product's photo for the loading view, webp with the jpg behind it as the app's <picture>
 * has them. The webp comes inline, marked with its address (`data-photo`) so the app's own
 * <picture> of that photo takes these bytes instead of asking again (product-image.tsx).
 * Undefined for a surcharge (its page says 'The product is not valid.' instead of opening a
 * builder) or a product without both photos on disk (a broken image is worse than the plain view).
 */
export function productLoadingView(
  product: Product,
  photoOf: (imageSlug: string) => PhotoOnDisk | undefined,
): ProductLoadingView | undefined {
  const photo = product.discriminator === 'Surcharge' ? undefined : photoOf(product.imageSlug);
  if (!photo) return undefined;
  const webp = productImageUrl(product.imageSlug, 'webp');
  const source = photo.inlineWebp
    ? `<source type="image/webp" srcset="${photo.inlineWebp}" data-photo="${webp}">`
    : `<source type="image/webp" srcset="${webp}">`;
  return {
    markup:
      `<picture class="loading-view__product">${source}` +
      `<img src="${productImageUrl(product.imageSlug, 'jpg')}" alt="${escapeHtml(product.name)}" ` +
      `width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fetchpriority="high">` +
      `</picture>`,
    fetchedPhoto: photo.inlineWebp ? undefined : webp,
  };
}

/**
 * A product's photos in the web build, undefined unless it has both; each product read once (the
 * build does not change under a running server).
 */
export function productPhotosOnDisk(distDir: string): (imageSlug: string) => PhotoOnDisk | undefined {
  const known = new Map<string, PhotoOnDisk | undefined>();
  const fileOf = (address: string) => path.join(distDir, decodeURIComponent(address));
  const read = (imageSlug: string): PhotoOnDisk | undefined => {
    const webp = fileOf(productImageUrl(imageSlug, 'webp'));
    if (!existsSync(webp) || !existsSync(fileOf(productImageUrl(imageSlug, 'jpg')))) return undefined;
    if (statSync(webp).size > INLINE_PHOTO_LIMIT_BYTES) return {};
    return { inlineWebp: `data:image/webp;base64,${readFileSync(webp).toString('base64')}` };
  };
  return (imageSlug) => {
    if (!known.has(imageSlug)) known.set(imageSlug, read(imageSlug));
    return known.get(imageSlug);
  };
}
