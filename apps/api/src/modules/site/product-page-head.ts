// A product page's own title and description in its HTML, so a search result or a shared link
// names the product rather than the storefront. The app's document title says the same once it
// has mounted (apps/web/src/features/menu/menu-category-page.tsx).
import type { Product } from '@storefront/contract';
import { BRAND, escapeHtml } from '../notifier/message-templates.ts';

/** `<title>` and description `<meta>` for the product's page, escaped. */
export function productPageHead(product: Pick<Product, 'name' | 'description'>): string {
  const description =
    product.description.trim() || `Order the ${product.name} online from ${BRAND} for delivery or pickup.`;
  return (
    `<title>${escapeHtml(`${product.name} | ${BRAND}`)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(description)}" />`
  );
}
