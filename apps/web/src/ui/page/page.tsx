// Frame for every screen: breadcrumb trail, the page's single h1, a lead paragraph and content.
// The h1 takes focus after in-app navigation (see app/navigation), so it is programmatically focusable.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../logo/logo.tsx';
import './page.css';

export interface Crumb {
  to: string;
  label: string;
}

export interface PageProps {
  title: string;
  /** The document's title when it is not the page's own: a product's builder open over the menu. */
  documentTitle?: string;
  /** Replaces the visible heading while keeping `title` for the document title. */
  heading?: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}

export function Page({
  title,
  documentTitle,
  heading,
  eyebrow,
  lead,
  crumbs,
  actions,
  width = 'wide',
  children,
}: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={`page container page--${width}`}>
      {crumbs && crumbs.length > 0 && (
        <nav className="page__crumbs" aria-label="Breadcrumb">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <header className="page__header">
        {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
        <h1 tabIndex={-1}>{heading ?? title}</h1>
        {lead && <div className="page__lead">{lead}</div>}
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled card section inside a page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
