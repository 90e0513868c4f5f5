// The spec's two product failures: 'product not found' (404) and 'product retrieval error' (anything
// else, with a retry). Shown in the product modal or as a page.
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';

export const PRODUCT_NOT_FOUND = {
  title: 'Product not found',
  text: "Sorry, we couldn't find that product. It may no longer be on our menu.",
};
export const PRODUCT_RETRIEVAL_ERROR = {
  title: 'Product retrieval error',
  text: "Sorry, we couldn't load this product. Please check your connection and try again.",
};

export function ProductProblemBody({
  kind,
  onRetry,
  retrying,
  backTo,
  onBack,
}: {
  kind: 'not-found' | 'error';
  onRetry(): void;
  retrying: boolean;
  backTo: string;
  onBack?: () => void;
}) {
  const copy = kind === 'not-found' ? PRODUCT_NOT_FOUND : PRODUCT_RETRIEVAL_ERROR;
  return (
    <div className="product-problem" role={kind === 'error' ? 'alert' : undefined}>
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
  kind: 'not-found' | 'error';
  onRetry(): void;
  retrying: boolean;
  backTo: string;
  page: true;
}) {
  const copy = props.kind === 'not-found' ? PRODUCT_NOT_FOUND : PRODUCT_RETRIEVAL_ERROR;
  return (
    <Page title={copy.title} eyebrow="Menu" width="narrow">
      <ProductProblemBody {...props} />
    </Page>
  );
}
