// Where the storefront shows things: the public paths of product builders, meals, stores, blog posts
// and content pages. The app links with them and the server lists them in /sitemap.xml, so a page
// in the sitemap is always one the app opens.

export interface ProductPathInput {
  slug: string;
  productType: string;
  discriminator: string;
  taxonomy: readonly string[];
}

/** The {type} route segment: the product type in lower case ('pizzas', 'sides', 'halfnhalf'). */
export const productTypeSegment = (productType: string): string => productType.toLowerCase();

/** Where a product's builder lives: meals and deals have their own page, the rest opens over the menu. */
export function productPagePath(
  product: ProductPathInput,
  options: { category?: string; subcategory?: string; basketItemId?: string } = {},
): string {
  const id = options.basketItemId ? `/${options.basketItemId}` : '';
  if (product.discriminator === 'Deal' || product.discriminator === 'Coupon')
    return `/pizza-meals/${product.slug}${id}`;
  const category = options.category ?? product.taxonomy[0] ?? 'pizza';
  const sub = options.subcategory ? `/${options.subcategory}` : '';
  return `/menu/${category}${sub}/product/${productTypeSegment(product.productType)}/${product.slug}${id}`;
}

export const menuCategoryPath = (categorySlug: string): string => `/menu/${categorySlug}`;

/** The spec's store page path (document 1, section 2). */
export const storePagePath = (storeName: string): string => `/stores/pizza-hut-${storeName}`;

export const blogPostPath = (slug: string): string => `/blog/${slug}`;
export const blogCategoryPath = (category: string): string => `/blog/category/${category}`;

/** A content story's page: `content/about-us` is shown at /about-us. */
export const CONTENT_PAGE_PREFIX = 'content/';
export const contentPagePath = (fullSlug: string): string => `/${fullSlug.slice(CONTENT_PAGE_PREFIX.length)}`;
