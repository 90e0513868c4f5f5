// Blog: list, category and post frames. Posts come from the content service (content issue).
import { Link, useParams } from 'react-router';
import { titleFromSlug } from '../../lib/text.ts';
import { Page, Section } from '../../ui/page/page.tsx';

export const BLOG_CATEGORIES = ['news', 'recipes', 'community', 'behind-the-scenes'];

function CategoryNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Blog categories">
      <ul className="chips">
        <li>
          <Link to="/blog" className="chip" aria-current={current ? undefined : 'page'}>
            All posts
          </Link>
        </li>
        {BLOG_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/blog/category/${category}`}
              className="chip"
              aria-current={current === category ? 'page' : undefined}
            >
              {titleFromSlug(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoPosts({ where }: { where: string }) {
  return (
    <div className="notice">
      <p>There are no posts {where} yet. Check back soon for news, recipes and stories from our stores.</p>
    </div>
  );
}

export function BlogPage() {
  return (
    <Page
      title="Blog"
      lead={<p>News, recipes and stories from Red Roof Pizza kitchens.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <CategoryNav />
      <NoPosts where="here" />
    </Page>
  );
}

export function BlogCategoryPage() {
  const { category = '' } = useParams();
  const title = titleFromSlug(category);
  return (
    <Page
      title={title}
      eyebrow="Blog"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/blog', label: 'Blog' },
      ]}
    >
      <CategoryNav current={category} />
      <NoPosts where={`in ${title}`} />
    </Page>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <Page
      title={titleFromSlug(slug)}
      eyebrow="Blog"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/blog', label: 'Blog' },
      ]}
      width="narrow"
    >
      <Section title="More from the blog">
        <p>
          <Link to="/blog">See all posts</Link>
        </p>
      </Section>
    </Page>
  );
}

export function NewPage() {
  return (
    <Page
      title="What's new"
      lead={<p>New pizzas, sides and deals at Red Roof Pizza.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <Section title="Try something new">
        <p>
          New products appear on the <Link to="/menu/pizza">menu</Link> and new deals on the{' '}
          <Link to="/offers">offers page</Link> as soon as your store has them.
        </p>
      </Section>
    </Page>
  );
}
