import { endpointRoutes } from '@storefront/contract/http';
import { productImageUrl } from '@storefront/contract/product-images';
import type { ProductCatalogue } from '../product/product.repository.ts';

/**
 * A product page in the app (route-table.tsx): /menu/{category}[/{subcategory}]/product/{type}/{slug}
 * or /product/{type}/{slug}, either with an optional basket item id after the slug.
 */
const PRODUCT_PAGE = /^\/(?:menu\/[^/]+(?:\/[^/]+)?\/)?product\/[^/]+\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * Every page: the configuration, which start-up fetches before the app can mount (spec section 4),
 * asked for beside the app's code instead of after it has run. Same address, same-origin
 * credentials: the app's `fetch` takes this answer instead of asking again.
 */
export const CONFIGURATION_PRELOAD = `<${endpointRoutes.configuration.path}>; rel=preload; as=fetch; crossorigin`;

/**
 * What a page of the app will need first, as `Link` header values sent with its HTML, so the
 * browser starts on it while the app's code is still loading. A product page's largest paint is the
 * product's photo, which the app can only ask for once its code has run and the product has been
 * read: the header names the same address the page's <picture> picks first (product-image.tsx).
 */
export function pagePreloads(catalogue: Pick<ProductCatalogue, 'snapshot'>) {
  return async (pathname: string): Promise<string[]> => [
    CONFIGURATION_PRELOAD,
    ...(await productPhotoPreload(catalogue, pathname)),
  ];
}

/** A product page's photo, the address its <picture> picks first; none for any other page. */
async function productPhotoPreload(catalogue: Pick<ProductCatalogue, 'snapshot'>, pathname: string): Promise<string[]> {
  const slug = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!slug) return [];
  let key: string;
  try {
    key = decodeURIComponent(slug).toLowerCase();
  } catch {
    return [];
  }
  const product = (await catalogue.snapshot()).bySlug.get(key);
  if (!product) return [];
  return [
    `<${productImageUrl(product.imageSlug, 'webp')}>; rel=preload; as=image; type="image/webp"; fetchpriority=high`,
  ];
}
