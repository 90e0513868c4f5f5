// Addresses built by the app's own functions, so the app's fetch finds the preloaded answer.
import { apiUrl, endpointRoutes, fillPath, type StoreFulfilment } from '@storefront/contract/http';
import type { PageVisitor } from '../../platform/static-web.ts';
import type { ScreenFilesOf } from '../../platform/web-build-manifest.ts';

/** A menu page in the app (route-table.tsx): /menu/{category}[/{subcategory}]. */
const MENU_PAGE = /^\/menu\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * A product page in the app (route-table.tsx): /menu/{category}[/{subcategory}]/product/{type}/{slug}
 * (the builder over its menu page) or /product/{type}/{slug} (which finds the product's menu page),
 * either with an optional basket item id after the slug.
 */
const PRODUCT_PAGE = /^\/(?:menu\/([^/]+)(?:\/([^/]+))?\/)?product\/[^/]+\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * The web app's modules (paths under apps/web) each page's first screen runs: the area's screens
 * (src/app/routes/areas.ts) and the query provider every lazy screen mounts in (lazy-screen.tsx);
 * a product page's also the builder's screens and what preload-first-screen.ts loads to read the
 * product. (The build puts the small ones in the screens' parts chunks, build/first-screen-parts.ts:
 * the manifest then has no entry of their own, and their chunk is named through the screens.)
 */
const MENU_MODULES = ['src/features/menu/screens.ts', 'src/lib/query-provider.tsx'];
const PRODUCT_MODULES = [
  ...MENU_MODULES,
  'src/features/product/screens.ts',
  'src/lib/query-client.ts',
  'src/ui/product-image/preload-product-image.ts',
];
export const FIRST_SCREEN_MODULES: readonly string[] = PRODUCT_MODULES;

/**
 * Every page: the configuration, which start-up fetches before the app can mount (spec section 4),
 * asked for beside the app's code instead of after it has run. Same address, same-origin
 * credentials: the app's `fetch` takes this answer instead of asking again.
 */
export const CONFIGURATION_PRELOAD = fetchPreload(endpointRoutes.configuration.path);

/** A call the app makes, named as a preload its `fetch` takes up (same address, same credentials). */
function fetchPreload(address: string): string {
  return `<${address}>; rel=preload; as=fetch; crossorigin`;
}

/**
 * The basket's fulfilment as the app's product calls name it (`...ctx` of product-service.ts):
 * store, service type, then the time of a scheduled order. None for a guest.
 */
function fulfilmentQuery(store: StoreFulfilment | undefined) {
  if (!store) return {};
  const { storeCode, fulfilmentType, fulfilmentDateTime } = store;
  return { storeCode, fulfilmentType, fulfilmentDateTime };
}

/**
 * The calls a menu page makes first (menu-category-page.tsx): the navigation, the same for every
 * visitor, and the read of the category's products, a guest's or, once the app's cookie names the
 * basket's store, service type and time, the one the app makes with them. A visitor with a store
 * chosen but no basket yet gets no read: the app's would name what the server cannot know.
 */
function menuCalls(category: string, subcategory: string | undefined, visitor: PageVisitor): string[] {
  const navigation = endpointRoutes.menuNavigation.path;
  if (visitor.storeChosen && !visitor.store) return [navigation];
  const products = apiUrl(endpointRoutes.productList.path, {
    primaryCategory: category,
    secondaryCategory: subcategory,
    ...fulfilmentQuery(visitor.store),
    includeIngredientDetails: false,
  });
  return [navigation, products];
}

/**
 * The read of the product the page shows (product-pages.tsx), a guest's or with the store as a
 * menu's; none while a store is chosen but not named.
 */
function productCalls(slug: string, visitor: PageVisitor): string[] {
  if (visitor.storeChosen && !visitor.store) return [];
  const query = { ...fulfilmentQuery(visitor.store), includeIngredientDetails: true };
  return [apiUrl(fillPath(endpointRoutes.productBySlug.path, { slug }), query)];
}

/** A path segment as the app's router reads it; undefined when it is not valid percent-encoding. */
function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export interface FirstScreen {
  modules: readonly string[];
  calls: string[];
  /** The product whose photo is the page's largest paint. */
  productSlug?: string;
}

/**
 * What a page's first screen needs, known from its path and whether a store is chosen; undefined
 * for pages with nothing named here.
 */
export function firstScreen(pathname: string, visitor: PageVisitor): FirstScreen | undefined {
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const [, rawCategory, rawSubcategory, rawSlug] = product;
    const [category, subcategory, slug] = [rawCategory, rawSubcategory, rawSlug].map(decodeSegment);
    if (!slug || (rawCategory && !category) || (rawSubcategory && !subcategory)) return undefined;
    const menu = category ? menuCalls(category, subcategory, visitor) : [];
    const calls = [...menu, ...productCalls(slug, visitor)];
    return { modules: PRODUCT_MODULES, calls, productSlug: slug };
  }
  const menu = MENU_PAGE.exec(pathname);
  if (menu) {
    const [category, subcategory] = [menu[1], menu[2]].map(decodeSegment);
    if (!category || (menu[2] && !subcategory)) return undefined;
    return { modules: MENU_MODULES, calls: menuCalls(category, subcategory, visitor) };
  }
  return undefined;
}

/**
 * What a page of the app will need first, as `Link` header values sent with its HTML, so the
 * browser starts on it while the app's code is still loading. On a menu or product page: the
 * first screen's scripts and style sheets (which the app would only ask for once its entry had
 * run) and the calls it makes. A product page's largest paint is the product's photo: its loading
 * view carries it inline (product-loading-view.ts), or, past the inline limit, names its address,
 * `photo`, preloaded here first.
 */
export function preloadLinks(
  screen: FirstScreen | undefined,
  photo: string | undefined,
  screenFilesOf: ScreenFilesOf,
): string[] {
  if (!screen) return [CONFIGURATION_PRELOAD];
  const photoPreload = photo ? [`<${photo}>; rel=preload; as=image; type="image/webp"; fetchpriority=high`] : [];
  const { scripts, styles } = screenFilesOf(screen.modules);
  return [
    CONFIGURATION_PRELOAD,
    ...photoPreload,
    ...screen.calls.map(fetchPreload),
    // Cross-origin mode, as the app's own script and style links ask (else the browser asks twice).
    ...scripts.map((script) => `<${script}>; rel=modulepreload; crossorigin`),
    ...styles.map((style) => `<${style}>; rel=preload; as=style; crossorigin`),
  ];
}
