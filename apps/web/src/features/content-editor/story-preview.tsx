// The story as a customer would see it: the page header (title and lead, or a post's teaser) and
// the body through the same markdown renderer the content pages and the blog use, so what is safe
// there is safe here: no raw HTML, sanitised output, no script links. Link lists show as the
// customer's list of labels, each with its address as text (nothing here navigates away).
import type { StoryFields, StoryLinkLists } from '@storefront/contract';
import { Markdown } from '../../lib/content/markdown.tsx';

/** Fields the header or the body show; the rest are listed as plain text under the preview. */
const SHOWN = new Set(['title', 'lead', 'teaser', 'body']);

export function StoryPreview({
  name,
  fields,
  linkLists = {},
  linkListLabels = {},
}: {
  name: string;
  fields: StoryFields;
  linkLists?: StoryLinkLists;
  linkListLabels?: Record<string, string>;
}) {
  const others = Object.entries(fields).filter(([field]) => !SHOWN.has(field));
  const lists = Object.entries(linkLists);
  return (
    <article className="editor-preview page--narrow" aria-label="Preview">
      <header className="page__header">
        <h3 className="editor-preview__title">{fields.title || name}</h3>
        {fields.lead !== undefined && (
          <div className="page__lead">
            <p>{fields.lead}</p>
          </div>
        )}
        {fields.teaser !== undefined && <p className="blog-post__teaser">{fields.teaser}</p>}
      </header>
      {fields.body !== undefined && <Markdown>{fields.body}</Markdown>}
      {lists.map(([key, links]) => (
        <section key={key} className="editor-preview__links" aria-label={linkListLabels[key] ?? 'Links'}>
          <h4>{linkListLabels[key] ?? 'Links'}</h4>
          {links.length === 0 ? (
            <p>No links: customers see none here.</p>
          ) : (
            <ul>
              {links.map((link, index) => (
                <li key={index}>
                  <span className="editor-preview__link">{link.label || '(no label)'}</span>{' '}
                  <span className="editor-preview__url">{link.url}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {others.length > 0 && (
        <dl className="editor-preview__others">
          {others.map(([field, value]) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
