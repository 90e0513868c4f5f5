// What the server adds to an app page's HTML, from its path: the `Link` header's preloads
// (page-preloads.ts), and a product page's loading view (product-loading-view.ts) and its own title
// and description (product-page-head.ts). The path is read and the product looked up once for all.
import type { PageAdditions, PageVisitor } from '../../platform/static-web.ts';
import type { ScreenFilesOf } from '../../platform/web-build-manifest.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import { firstScreen, preloadLinks } from './page-preloads.ts';
import { productLoadingView, type PhotoOnDisk } from './product-loading-view.ts';
import { productPageHead } from './product-page-head.ts';

export function pageAdditions(
  catalogue: Pick<ProductCatalogue, 'snapshot'>,
  screenFilesOf: ScreenFilesOf,
  photoOf: (imageSlug: string) => PhotoOnDisk | undefined,
) {
  return async (pathname: string, visitor: PageVisitor): Promise<PageAdditions> => {
    const screen = firstScreen(pathname, visitor);
    const product = screen?.productSlug
      ? (await catalogue.snapshot()).bySlug.get(screen.productSlug.toLowerCase())
      : undefined;
    const loadingView = product && productLoadingView(product, photoOf);
    return {
      links: preloadLinks(screen, loadingView?.fetchedPhoto, screenFilesOf),
      loadingView: loadingView?.markup,
      head: product && productPageHead(product),
    };
  };
}
