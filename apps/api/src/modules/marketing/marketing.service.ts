import type { UpsellOffer, UpsellRequest } from '@storefront/contract';
import type { ProductCatalogue } from '../product/product.repository.ts';
import { isOrderable, resolveFulfilment, toProductView, type StoreLookup } from '../product/product-view.ts';
import { isListedInUpsell, resolveUpsellProducts, withoutSingleDefaultCategories } from './upsell-products.ts';

/**
 * Upsells for a product just added: its rule lists the product among requiredProducts and fires
 * on the caller's trigger (adddealtocart for meals and deals, addtocart otherwise). Offered
 * products are filtered by the spec's listing rules (upsell-products.ts; a rule naming missing
 * products throws, and the route answers an empty list and logs it), then those out of stock at
 * the store or outside their time window are removed; an upsell left with nothing to offer is
 * dropped (a poster, which offers no products, is kept).
 */
export function upsellService(catalogue: ProductCatalogue, findStore: StoreLookup) {
  return {
    async offersFor(request: UpsellRequest, now: Date): Promise<UpsellOffer[]> {
      const fulfilment = await resolveFulfilment(request, findStore, now, 'body');
      const { upsells, byId } = await catalogue.snapshot();
      return upsells
        .filter((u) => u.requiredProducts.includes(request.productId) && u.triggers.includes(request.trigger))
        .flatMap((upsell) => {
          const listed = withoutSingleDefaultCategories(
            resolveUpsellProducts(upsell, byId).filter(isListedInUpsell),
            byId.get(request.productId),
          );
          const products = listed.flatMap((product) => {
            const view = toProductView(product, fulfilment, true);
            return isOrderable(view) ? [view] : [];
          });
          if (upsell.products.length > 0 && products.length === 0) return [];
          return [{ ...upsell, products }];
        });
    },
  };
}

export type UpsellService = ReturnType<typeof upsellService>;
