// /{slug*}: a page from the content service (content/{slug}); a slug it does not have is not found.
import { Page } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { titleFromSlug } from '../../lib/text.ts';
import { ContentError } from './blog-pages.tsx';
import { isContentSlug, useContentPage } from './content-queries.ts';
import { Markdown } from '../../lib/content/markdown.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function ServedPage({ slug }: { slug: string }) {
  const page = useContentPage(slug);
  const frame = { crumbs: [{ to: '/', label: 'Home' }], width: 'narrow' as const };
  // No heading while loading: the slug may turn out not to be a page, and the first heading a
  // visitor (or a screen reader) meets should be the real one.
  if (page.isPending) {
    return (
      <div className="content-loading">
        <Spinner label="Loading the page" />
      </div>
    );
  }
  if (page.isError) {
    return (
      <Page title={titleFromSlug(slug)} {...frame}>
        <ContentError onRetry={() => void page.refetch()} />
      </Page>
    );
  }
  if (!page.data) return <NotFoundPage />;
  return (
    <Page title={page.data.title} lead={<p>{page.data.lead}</p>} {...frame}>
      <Markdown>{page.data.body}</Markdown>
    </Page>
  );
}

export function ContentPage({ slug }: { slug: string }) {
  if (!isContentSlug(slug)) return <NotFoundPage />;
  return <ServedPage slug={slug} />;
}
