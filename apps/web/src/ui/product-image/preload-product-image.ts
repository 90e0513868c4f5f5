// A product photo the page is about to show, asked for at high priority before the page renders it
// (the product page's largest paint): the same address the <picture> in product-image.tsx picks.
// The subpath, not the package's index: that carries every schema, and zod with them.
import { productImageUrl } from '@storefront/contract/product-images';
import { platform } from '../../lib/platform/index.ts';
import { inlinedPhoto } from './inlined-photos.ts';

export function preloadProductImage(imageSlug: string, doc: Document = document): void {
  const format = platform.imageFormat() === 'jpg' ? 'jpg' : 'webp';
  const address = productImageUrl(imageSlug, format);
  // The page's HTML carried it (a product page's loading view): nothing to fetch.
  if (inlinedPhoto(address)) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', address);
  if (format === 'webp') link.setAttribute('type', 'image/webp');
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}
