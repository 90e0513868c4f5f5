import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, MARKDOWN_MAX_NESTING } from './markdown.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderMarkdown(text: string) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <Markdown>{text}</Markdown>
          <Where />
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  it('navigates same-origin links in-app with path, query and hash', async () => {
    renderMarkdown(`[Offers](${window.location.origin}/offers?tab=lunch#deals) and [menu](/menu/pizza)`);
    await userEvent.click(screen.getByRole('link', { name: 'Offers' }));
    expect(screen.getByTestId('where').textContent).toBe('/offers?tab=lunch#deals');
    expect(screen.getByRole('link', { name: 'menu' }).getAttribute('href')).toBe('/menu/pizza');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html,<b>x</b>',
  ])('renders a %s link as plain text', (href) => {
    renderMarkdown(`[click me](${href})`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me').tagName).toBe('SPAN');
  });

  it('keeps tel: links and opens other sites in a new tab', () => {
    renderMarkdown('[Call us](tel:131166) or [read more](https://example.com/pizza)');
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:131166');
    const external = screen.getByRole('link', { name: 'read more' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders raw HTML', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"><script>alert(1)</script>\n\nSafe text');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('Safe text')).toBeTruthy();
  });

  it(`caps nesting at ${MARKDOWN_MAX_NESTING} levels`, () => {
    const deep = Array.from({ length: 40 }, (_, i) => `${'>'.repeat(i + 1)} level ${i + 1}`).join('\n');
    const { container } = renderMarkdown(deep);
    let depth = 0;
    let node: Element | null = container.querySelector('.markdown');
    while (node && node.firstElementChild) {
      node = node.firstElementChild;
      depth += 1;
    }
    expect(depth).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
    expect(container.querySelectorAll('blockquote').length).toBeGreaterThan(10);
  });
});
