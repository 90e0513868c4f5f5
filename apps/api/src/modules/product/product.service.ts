import type {
  Category,
  MealShort,
  MealView,
  NavigationEntry,
  Product,
  ProductContextQuery,
  ProductListQuery,
  ProductView,
} from '@storefront/contract';
import { notFound } from '../../platform/errors.ts';
import { bySortOrder, type CatalogueSnapshot, type ProductCatalogue } from './product.repository.ts';
import { checkedLists } from './checked-lists.ts';
import {
  isMeal,
  isOrderable,
  NO_FULFILMENT,
  resolveFulfilment,
  toProductView,
  type StoreLookup,
} from './product-view.ts';

const PRODUCT_NOT_FOUND = 'Product not found.';
const CATEGORY_NOT_FOUND = 'Category not found.';

const sameName = (category: Category, name: string) =>
  category.code.toLowerCase() === name.toLowerCase() || category.slug === name.toLowerCase();

const inCategory = (code: string) => (product: Product) => product.categories.some((c) => c.code === code);

/** Listed without a category filter: products with at least one category customers may see. */
const isVisible = (product: Product) => product.categories.some((c) => !c.isHidden);

/** The products of a category and range, or every visible product; 404 for an unknown category. */
function menuFor(snapshot: CatalogueSnapshot, query: ProductListQuery): Product[] {
  const primary = query.primaryCategory;
  let list = snapshot.products;
  let parentCode: string | null = null;
  if (primary !== undefined) {
    const category = snapshot.categories.find((c) => sameName(c, primary));
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    parentCode = category.code;
    // Within one category the product's own sortOrder decides, whatever its main category.
    list = list.filter(inCategory(category.code)).sort(bySortOrder);
  } else {
    list = list.filter(isVisible);
  }
  const secondary = query.secondaryCategory;
  if (secondary === undefined) return list;
  const range = snapshot.categories.find(
    (c) => sameName(c, secondary) && (parentCode === null || c.parentCode === parentCode),
  );
  if (range) return list.filter(inCategory(range.code));
  // Not a range: a taxonomy term such as 'dips' under sides.
  const term = secondary.toLowerCase();
  const byTerm = list.filter((p) => p.taxonomy.slice(1).some((t) => t.toLowerCase() === term));
  if (byTerm.length === 0) throw notFound(CATEGORY_NOT_FOUND);
  return byTerm;
}

export function productService(catalogue: ProductCatalogue, findStore: StoreLookup) {
  const lists = checkedLists();

  async function requireProduct(find: (snapshot: CatalogueSnapshot) => Product | undefined) {
    const product = find(await catalogue.snapshot());
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async function view(product: Product, query: ProductContextQuery, now: Date): Promise<ProductView> {
    const fulfilment = await resolveFulfilment(query, findStore, now);
    return toProductView(product, fulfilment, query.includeIngredientDetails);
  }

  return {
    /** Categories customers may see, by sortOrder. */
    async categories(): Promise<Category[]> {
      return (await catalogue.snapshot()).categories.filter((c) => !c.isHidden);
    },

    /** Top navigation categories with their ranges, as /menu links. */
    async navigation(): Promise<NavigationEntry[]> {
      const all = (await catalogue.snapshot()).categories.filter((c) => c.isNavigation && !c.isHidden);
      return all
        .filter((c) => c.parentCode === null)
        .map((top) => ({
          code: top.code,
          name: top.name,
          slug: top.slug,
          path: `/menu/${top.slug}`,
          sortOrder: top.sortOrder,
          isHomePage: top.isHomePage,
          children: all
            .filter((child) => child.parentCode === top.code)
            .map((child) => ({
              code: child.code,
              name: child.name,
              slug: child.slug,
              path: `/menu/${top.slug}/${child.slug}`,
              sortOrder: child.sortOrder,
            })),
        }));
    },

    /**
     * The menu for a category (or every visible product), for a store and time, already checked
     * against the contract. Products outside their time window stay listed with isAvailable
     * false, so a menu page can say when they are.
     */
    async list(query: ProductListQuery, now: Date): Promise<ProductView[]> {
      const fulfilment = await resolveFulfilment(query, findStore, now);
      const snapshot = await catalogue.snapshot();
      const key = JSON.stringify([
        query.primaryCategory?.toLowerCase(),
        query.secondaryCategory?.toLowerCase(),
        query.includeIngredientDetails,
        fulfilment,
      ]);
      return lists(snapshot, key, () =>
        menuFor(snapshot, query).map((p) => toProductView(p, fulfilment, query.includeIngredientDetails)),
      );
    },

    async bySlug(slug: string, query: ProductContextQuery, now: Date) {
      return view(await requireProduct((s) => s.bySlug.get(slug.toLowerCase())), query, now);
    },

    async byId(productId: number, query: ProductContextQuery, now: Date) {
      return view(await requireProduct((s) => s.byId.get(productId)), query, now);
    },

    /** Known ids in the order asked, each once; unknown ids are skipped. */
    async byIds(productIds: number[], query: ProductContextQuery, now: Date): Promise<ProductView[]> {
      const fulfilment = await resolveFulfilment(query, findStore, now);
      const { byId } = await catalogue.snapshot();
      return [...new Set(productIds)].flatMap((id) => {
        const product = byId.get(id);
        return product ? [toProductView(product, fulfilment, query.includeIngredientDetails)] : [];
      });
    },

    async surcharges(): Promise<ProductView[]> {
      const { products } = await catalogue.snapshot();
      return products
        .filter((p) => p.productType === 'Surcharges')
        .sort(bySortOrder)
        .map((p) => toProductView(p, NO_FULFILMENT, true));
    },

    async mealShort(slug: string): Promise<MealShort> {
      const meal = await requireProduct((s) => s.bySlug.get(slug.toLowerCase()));
      if (!isMeal(meal)) throw notFound(PRODUCT_NOT_FOUND);
      return {
        productId: meal.productId,
        slug: meal.slug,
        name: meal.name,
        description: meal.description,
        productType: meal.productType,
        totalPrice: meal.totalPrice,
        imageSlug: meal.imageSlug,
        requiresCoupon: meal.requiresCoupon,
        ignoreMinSpend: meal.ignoreMinSpend,
        slots: (meal.mealSlots ?? []).map((slot) => ({
          slotId: slot.slotId,
          name: slot.name,
          quantity: slot.quantity,
          defaultProductId: slot.defaultProductId,
          optionCount: slot.allowedProductIds.length,
        })),
      };
    },

    /** A meal with each slot's products resolved and flagged for the store and time. */
    async meal(productId: number, query: ProductContextQuery, now: Date): Promise<MealView> {
      const snapshot = await catalogue.snapshot();
      const meal = snapshot.byId.get(productId);
      if (!meal || !isMeal(meal)) throw notFound(PRODUCT_NOT_FOUND);
      const fulfilment = await resolveFulfilment(query, findStore, now);
      const { mealSlots = [], ...rest } = toProductView(meal, fulfilment, query.includeIngredientDetails);
      const slots = mealSlots.map((slot) => {
        const products = slot.allowedProductIds.flatMap((id) => {
          const product = snapshot.byId.get(id);
          return product ? [toProductView(product, fulfilment, query.includeIngredientDetails)] : [];
        });
        return { ...slot, products, isSoldOut: !products.some(isOrderable) };
      });
      return { ...rest, mealSlots: slots, isSoldOut: slots.some((slot) => slot.isSoldOut) };
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
