// Blog: list (paged 20 a page), category and post, from the content service.
import { DEFAULT_PER_PAGE, pageCount } from '@storefront/domain';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { titleFromSlug } from '../../lib/text.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { useBlogPost, useBlogPosts, type BlogPost } from './content-queries.ts';
import { Markdown } from '../../lib/content/markdown.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import './content.css';

export const BLOG_CATEGORIES = ['news', 'recipes', 'community'];

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
const postDate = (iso: string) => dateFormat.format(new Date(iso));

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

export function ContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice" role="alert">
      <p>This content could not be loaded. Please try again.</p>
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <li className="blog-card">
      <article aria-labelledby={`post-${post.slug}`}>
        <img src={post.post.image.filename} alt="" className="blog-card__image" loading="lazy" />
        <p className="blog-card__meta">
          <Link to={`/blog/category/${post.post.category}`}>{titleFromSlug(post.post.category)}</Link> ·{' '}
          <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
        </p>
        <h2 id={`post-${post.slug}`} className="blog-card__title">
          <Link to={`/blog/${post.slug}`}>{post.post.title}</Link>
        </h2>
        <p>{post.post.teaser}</p>
      </article>
    </li>
  );
}

/** The posts of the list, a page at a time (?page=N), with the spec's pager. */
function PostList({ category, where }: { category?: string; where: string }) {
  const posts = useBlogPosts(category);
  const [params, setParams] = useSearchParams();
  if (posts.isPending) return <Spinner label="Loading posts" />;
  if (posts.isError) return <ContentError onRetry={() => void posts.refetch()} />;
  if (posts.data.length === 0) return <NoPosts where={where} />;
  const pages = pageCount(posts.data.length, DEFAULT_PER_PAGE);
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const shown = posts.data.slice((page - 1) * DEFAULT_PER_PAGE, page * DEFAULT_PER_PAGE);
  return (
    <>
      <ul className="blog-list">
        {shown.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </ul>
      <Pagination
        total={posts.data.length}
        page={page}
        label="Blog pages"
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </>
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
      <PostList where="here" />
    </Page>
  );
}

export function BlogCategoryPage() {
  const { category = '' } = useParams();
  if (!BLOG_CATEGORIES.includes(category)) return <NotFoundPage />;
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
      <PostList category={category} where={`in ${title}`} />
    </Page>
  );
}

function PostFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page
      title={title}
      eyebrow="Blog"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/blog', label: 'Blog' },
      ]}
      width="narrow"
    >
      {children}
    </Page>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  if (post.isPending) {
    return (
      <div className="content-loading">
        <Spinner label="Loading the post" />
      </div>
    );
  }
  if (post.isError) {
    return (
      <PostFrame title={titleFromSlug(slug)}>
        <ContentError onRetry={() => void post.refetch()} />
      </PostFrame>
    );
  }
  if (!post.data) return <NotFoundPage />;
  const { post: content, publishedAt } = post.data;
  return (
    <PostFrame title={content.title}>
      <p className="blog-card__meta">
        <Link to={`/blog/category/${content.category}`}>{titleFromSlug(content.category)}</Link> ·{' '}
        <time dateTime={publishedAt}>{postDate(publishedAt)}</time>
      </p>
      <img src={content.image.filename} alt={content.image.alt} className="blog-post__image" />
      <p className="blog-post__teaser">{content.teaser}</p>
      <Markdown>{content.body}</Markdown>
      <Section title="More from the blog">
        <p>
          <Link to="/blog">See all posts</Link>
        </p>
      </Section>
    </PostFrame>
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
