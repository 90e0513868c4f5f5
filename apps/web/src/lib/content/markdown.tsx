// Markdown from the content service (spec section 2; DESIGN.md section 3): raw HTML is never
// rendered, what the parser builds is sanitised, nesting stops at 20 levels, and links go through
// the spec's rules: same-origin ones navigate in-app, vbscript/javascript/file/data are dropped.
import type { Element, Root, RootContent } from 'hast';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { classifyMarkdownLink } from '../markdown-links.ts';
import './markdown.css';

/** Spec document 1 section 9: markdown maximum nesting 20. */
export const MARKDOWN_MAX_NESTING = 20;

// rehype-sanitize's schema keeps only http(s), mailto and a few chat schemes on links; the
// storefront's phone links (tel:) are wanted too.
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
};

/** Elements deeper than the cap are dropped with everything inside them. */
export function capNesting(max = MARKDOWN_MAX_NESTING) {
  const prune = (nodes: RootContent[], depth: number): RootContent[] =>
    nodes.flatMap<RootContent>((node) => {
      if (node.type !== 'element') return [node];
      if (depth >= max) return [];
      return [{ ...node, children: prune(node.children, depth + 1) as Element['children'] }];
    });
  return () => (tree: Root) => {
    tree.children = prune(tree.children, 0);
  };
}

const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** Links: rejected schemes lose their href (react-markdown's own filter would also drop tel:). */
export function markdownUrl(url: string): string {
  return classifyMarkdownLink(url, origin()).kind === 'rejected' ? '' : url;
}

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const link = href ? classifyMarkdownLink(href, origin()) : ({ kind: 'rejected' } as const);
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'external') {
    const phone = link.href.startsWith('tel:');
    return (
      <a href={link.href} {...(phone ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...rest}>
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, schema], capNesting()]}
        urlTransform={markdownUrl}
        skipHtml
        components={{ a: MarkdownLink }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
