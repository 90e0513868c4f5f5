import type { MenuPriceChange, MenuPriceEntry, Product } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { menuPriceChanges } from '../../db/schema/index.ts';
import { invalidRequest, notFound } from '../../platform/errors.ts';
import { UNSIZED, type PriceChange } from './price-changes.ts';
import type { CatalogueSnapshot, ProductCatalogue } from './product.repository.ts';

export interface MenuPriceService {
  list(): Promise<MenuPriceEntry[]>;
  change(productId: number, change: MenuPriceChange, changedBy: string): Promise<MenuPriceEntry>;
}

function entryOf(product: Product, snapshot: CatalogueSnapshot): MenuPriceEntry {
  const changes = snapshot.priceChanges.get(product.productId) ?? [];
  const last = changes.reduce<PriceChange | null>(
    (newest, c) => (!newest || c.changedAt > newest.changedAt ? c : newest),
    null,
  );
  const main = product.categories[0]?.code;
  return {
    productId: product.productId,
    name: product.name,
    category: snapshot.categories.find((c) => c.code === main)?.name ?? main ?? 'Other',
    priceCents: product.sizes.length === 0 ? product.totalPrice : null,
    sizes: product.sizes.map(({ sizeId, name, priceCents }) => ({ sizeId, name, priceCents })),
    lastChange: last ? { changedBy: last.changedBy, changedAt: last.changedAt.toISOString() } : null,
  };
}

/** Head office's menu prices (decision 200): read from the catalogue, changed by appending rows. */
export function menuPriceService(db: Db, catalogue: ProductCatalogue): MenuPriceService {
  return {
    async list() {
      const snapshot = await catalogue.snapshot();
      return snapshot.products.map((p) => entryOf(p, snapshot));
    },

    async change(productId, change, changedBy) {
      const product = (await catalogue.snapshot()).byId.get(productId);
      if (!product) throw notFound('Product not found.');
      let rows: { sizeId: number; priceCents: number }[];
      if (product.sizes.length === 0) {
        if (change.priceCents === undefined) {
          throw invalidRequest(`${product.name} has no sizes: send one price.`, [
            { field: 'body.sizes', message: 'This product has no sizes; send priceCents.' },
          ]);
        }
        rows = [{ sizeId: UNSIZED, priceCents: change.priceCents }];
      } else {
        if (change.sizes === undefined) {
          throw invalidRequest(`${product.name} is priced per size.`, [
            { field: 'body.priceCents', message: 'This product is priced per size; send sizes.' },
          ]);
        }
        const sizeIds = new Set(product.sizes.map((s) => s.sizeId));
        const unknown = change.sizes.flatMap((s, i) =>
          sizeIds.has(s.sizeId)
            ? []
            : [{ field: `body.sizes.${i}.sizeId`, message: `${product.name} has no size ${s.sizeId}.` }],
        );
        if (unknown.length > 0) throw invalidRequest('Some sizes are not sizes of this product.', unknown);
        rows = change.sizes;
      }
      await db.insert(menuPriceChanges).values(rows.map((r) => ({ productId, ...r, changedBy })));
      catalogue.reload();
      const snapshot = await catalogue.snapshot();
      return entryOf(snapshot.byId.get(productId)!, snapshot);
    },
  };
}
