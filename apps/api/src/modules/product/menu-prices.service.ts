import {
  MENU_PRICE_JUMP_NOT_CONFIRMED,
  type MenuPriceChange,
  type MenuPriceEntry,
  type Product,
} from '@storefront/contract';
import { menuPriceJumpLine } from '@storefront/domain';
import type { Db } from '../../db/client.ts';
import { menuPriceChanges } from '../../db/schema/index.ts';
import { AppError, invalidRequest, notFound } from '../../platform/errors.ts';
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

/**
 * The console asks before it sends a price jump (free, or far from the current price); a caller
 * that did not ask (another client, a script, a console with a stale list) is refused here with
 * each jump named, so nothing reaches every store by a slip.
 */
function assertJumpsConfirmed(product: Product, rows: { sizeId: number; priceCents: number }[], confirmed: boolean) {
  if (confirmed) return;
  const lines = rows.flatMap(({ sizeId, priceCents }) => {
    const size = product.sizes.find((s) => s.sizeId === sizeId);
    const current = size ? size.priceCents : product.totalPrice;
    const line = menuPriceJumpLine(size ? `${product.name}, ${size.name}` : product.name, current, priceCents);
    return line ? [line] : [];
  });
  if (lines.length === 0) return;
  throw new AppError(
    409,
    MENU_PRICE_JUMP_NOT_CONFIRMED,
    `${lines.join(' ')} Nothing was saved: send confirmPriceJump: true to save ${lines.length === 1 ? 'this price' : 'these prices'}.`,
    [{ field: 'body.confirmPriceJump', message: 'Must be true to save a price jump' }],
    { priceJumps: lines },
  );
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
      assertJumpsConfirmed(product, rows, change.confirmPriceJump === true);
      await db.insert(menuPriceChanges).values(rows.map((r) => ({ productId, ...r, changedBy })));
      catalogue.reload();
      const snapshot = await catalogue.snapshot();
      return entryOf(snapshot.byId.get(productId)!, snapshot);
    },
  };
}
