// Route errors: 404s become the not-found page; anything else is logged and explained, with the
// shell still around it so the visitor can navigate away.
import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { captureException } from '../../lib/error-reporting.ts';
import { platform } from '../../lib/platform/index.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { isChunkLoadError } from '../navigation/chunk-reload.ts';
import { areas } from '../routes/areas.ts';
import { lazyComponent } from '../routes/lazy-screen.tsx';
import { PageSpinner } from '../routes/tail-screen.tsx';

const NotFoundPage = lazyComponent<object, Awaited<ReturnType<typeof areas.content>>>(areas.content, 'NotFoundPage');

export const GENERIC_ERROR = 'Something went wrong! We apologise for the inconvenience.';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) captureException(error, { tags: { source: 'route' } });
  }, [error, notFound]);

  if (notFound) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const offline = isChunkLoadError(error);
  return (
    <Page
      title="Something went wrong"
      heading={offline ? "We couldn't load this page" : GENERIC_ERROR}
      lead={
        <p>
          {offline
            ? 'Check your connection and try again.'
            : 'Please try again. If it keeps happening, call your local store.'}
        </p>
      }
      width="narrow"
      actions={
        <>
          <Button onClick={() => platform.reload()}>Try again</Button>
          <Link to="/" className={buttonClass({ variant: 'secondary' })} reloadDocument>
            Go to the home page
          </Link>
        </>
      }
    />
  );
}
