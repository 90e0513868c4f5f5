/**
 * Where a product's photo is served (spec section 9: "webp, jpg on iOS"): the app's <picture> and
 * the server's preload header for a product page name the same address.
 */
export const productImageUrl = (imageSlug: string, format: 'webp' | 'jpg'): string =>
  `/images/products/${encodeURIComponent(imageSlug)}.${format}`;
