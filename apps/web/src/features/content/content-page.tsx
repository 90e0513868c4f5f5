// /{slug*}: a page from the content service (content issue); unknown slugs are not found.
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { contentPage } from './content-pages.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function ContentPage({ slug }: { slug: string }) {
  const page = contentPage(slug);
  if (!page) return <NotFoundPage />;
  return (
    <Page title={page.title} lead={<p>{page.lead}</p>} crumbs={[{ to: '/', label: 'Home' }]} width="narrow">
      {page.blocks?.map((block) => (
        <Section key={block.title} title={block.title}>
          <p>{block.body}</p>
        </Section>
      ))}
      {page.links && (
        <nav aria-label={`${page.title}: related pages`} className="panel">
          <ul className="link-list">
            {page.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.label}
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Page>
  );
}
