// Product screens: the builder over the menu (/menu/.../product/{type}/{slug}/{basketItemId?}) and
// the product redirect (/product/{type}/{slug}/{basketItemId?}), which finds the product's menu
// category and opens its builder there. The meal builder is in meal-builder.tsx.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import {
  isNotFound,
  productBySlugQuery,
  productPath,
  retryUnlessClientError,
  useFulfilmentContext,
  type ProductView,
} from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { titleFromSlug } from '../../lib/text.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { ProductBuilder } from './product-builder.tsx';
import {
  isValidProduct,
  ProductPageWaiting,
  ProductProblem,
  ProductProblemBody,
  productProblemCopy,
} from './product-problem.tsx';
import './product.css';

/**
 * The product for this slug. While the store context changes (the visitor localises with the builder
 * open) the previous answer stays, so the builder and its choices stay put. A product the server
 * has already refused (a 404 to the start-up's prefetch, preload-first-screen.ts) is not asked for
 * again on mount: the answer would be the same, and the visitor would wait for it.
 */
function useProduct(slug: string) {
  const ctx = useFulfilmentContext();
  const options = productBySlugQuery(slug, ctx);
  const known = useQueryClient().getQueryState(options.queryKey);
  return useQuery({
    ...options,
    retryOnMount: !(known?.status === 'error' && !retryUnlessClientError(0, known.error)),
    placeholderData: (previous: ProductView | undefined) => (previous?.slug === slug ? previous : undefined),
  });
}

const isMeal = (product: ProductView) => product.discriminator === 'Deal' || product.discriminator === 'Coupon';

export function ProductModalScreen() {
  const { category = '', subcategory, slug = '', basketItemId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useProduct(slug);
  const line = useBasketSession((s) =>
    basketItemId ? s.basket?.basketItems.find((i) => i.basketItemId === basketItemId) : undefined,
  );
  const hasBasket = useBasketSession((s) => s.basket !== null);
  const back = `/menu/${category}${subcategory ? `/${subcategory}` : ''}`;
  const close = () => navigate(back);
  const product = query.data;
  // Opened from the menu, the sheet rises in; a page load or the history opens it as it was. When the
  // loading sheet has begun to rise, the builder (or the problem) takes its place without rising
  // again; an answer that came before the loading sheet was even open rises in itself.
  const entrance = useNavigationType() !== 'POP';
  const [loadingSheetRose, setLoadingSheetRose] = useState(false);
  const answerEntrance = entrance && !loadingSheetRose;

  if (product && isMeal(product)) {
    return <Navigate to={productPath(product, { basketItemId })} replace />;
  }
  if (product && isValidProduct(product)) {
    const editing = line && line.slug === product.slug ? line : null;
    return (
      <ProductBuilder
        key={`${product.productId}:${editing?.basketItemId ?? 'new'}`}
        product={product}
        editing={editing}
        missingLine={!!basketItemId && !editing && hasBasket}
        entrance={answerEntrance}
        onClose={close}
        onDone={(kind) =>
          kind === 'updated' ? navigate((location.state as { returnTo?: string } | null)?.returnTo ?? '/cart') : close()
        }
      />
    );
  }
  if (product || query.isError) {
    const kind = product ? 'invalid' : isNotFound(query.error) ? 'not-found' : 'error';
    return (
      <Modal open title={productProblemCopy(kind).title} onClose={close} entrance={answerEntrance}>
        <ProductProblemBody
          kind={kind}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          backTo={back}
        />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={titleFromSlug(slug)}
      size="lg"
      sheet
      onClose={close}
      entrance={entrance}
      onEntranceStart={() => setLoadingSheetRose(true)}
    >
      <div className="page-spinner">
        <Spinner label="Loading the product" size="lg" />
      </div>
    </Modal>
  );
}

/** /product/{type}/{slug}/{basketItemId?}: finds the product and opens its builder on its menu. */
export function ProductPage() {
  const { slug = '', basketItemId } = useParams();
  const location = useLocation();
  const query = useProduct(slug);
  if (query.data && !isValidProduct(query.data)) {
    return (
      <ProductProblem
        kind="invalid"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        backTo="/menu/pizza"
        page
      />
    );
  }
  if (query.data) {
    return (
      <Navigate
        to={{ pathname: productPath(query.data, { basketItemId }), search: location.search }}
        state={location.state}
        replace
      />
    );
  }
  return (
    <ProductPageWaiting
      query={query}
      slug={slug}
      backTo="/menu/pizza"
      eyebrow="Menu"
      loadingLabel="Loading the product"
    />
  );
}
