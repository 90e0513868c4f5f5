// The spec's product failures: 'product not found' (404), 'product retrieval error' (anything else,
// with a retry) and 'The product is not valid.' (a product that is not ordered on its own, such as a
// surcharge). Shown in the product modal or as a page.
import { Link } from 'react-router';
import { isNotFound } from '../../lib/api/product-service.ts';
import { titleFromSlug } from '../../lib/text.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';

export const PRODUCT_NOT_FOUND = {
  title: 'Product not found',
  text: "Sorry, we couldn't find that product. It may no longer be on our menu.",
};
export const PRODUCT_RETRIEVAL_ERROR = {
  title: 'Product retrieval error',
  text: "Sorry, we couldn't load this product. Please check your connection and try again.",
};
export const PRODUCT_NOT_VALID = {
  title: 'Product not valid',
  text: 'The product is not valid.',
};

export type ProductProblemKind = 'not-found' | 'error' | 'invalid';

export const productProblemCopy = (kind: ProductProblemKind) =>
  kind === 'not-found' ? PRODUCT_NOT_FOUND : kind === 'invalid' ? PRODUCT_NOT_VALID : PRODUCT_RETRIEVAL_ERROR;

/** Products the builder orders on their own: not surcharges, which the basket adds by itself. */
export const isValidProduct = (product: { discriminator: string }): boolean => product.discriminator !== 'Surcharge';

export function ProductProblemBody({
  kind,
  onRetry,
  retrying,
  backTo,
  onBack,
}: {
  kind: ProductProblemKind;
  onRetry(): void;
  retrying: boolean;
  backTo: string;
  onBack?: () => void;
}) {
  const copy = productProblemCopy(kind);
  return (
    <div className="product-problem" role={kind === 'not-found' ? undefined : 'alert'}>
      <p>{copy.text}</p>
      <div className="product-problem__actions">
        {kind === 'error' && (
          <Button onClick={onRetry} disabled={retrying}>
            Try again
          </Button>
        )}
        <Link
          to={backTo}
          className={buttonClass({ variant: kind === 'error' ? 'secondary' : 'primary' })}
          onClick={onBack}
        >
          Back to the menu
        </Link>
      </div>
    </div>
  );
}

export function ProductProblem(props: {
  kind: ProductProblemKind;
  onRetry(): void;
  retrying: boolean;
  backTo: string;
  page: true;
}) {
  const copy = productProblemCopy(props.kind);
  return (
    <Page title={copy.title} eyebrow="Menu" width="narrow">
      <ProductProblemBody {...props} />
    </Page>
  );
}

/** What a product or meal page shows before it has its product: the failure, or a spinner under its name. */
export function ProductPageWaiting({
  query,
  slug,
  backTo,
  eyebrow,
  loadingLabel,
}: {
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown };
  slug: string;
  backTo: string;
  eyebrow: string;
  loadingLabel: string;
}) {
  if (query.isError) {
    return (
      <ProductProblem
        kind={isNotFound(query.error) ? 'not-found' : 'error'}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        backTo={backTo}
        page
      />
    );
  }
  return (
    <Page title={titleFromSlug(slug)} eyebrow={eyebrow} width="narrow">
      <div className="page-spinner">
        <Spinner label={loadingLabel} size="lg" />
      </div>
    </Page>
  );
}
