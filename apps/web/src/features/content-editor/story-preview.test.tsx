import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { xssPayloads } from '../../../e2e/support/xss-payloads.ts';
import { StoryPreview } from './story-preview.tsx';

afterEach(() => vi.restoreAllMocks());

/** Anything in the preview's DOM that could run script. */
function runnable(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'base', 'meta'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attribute.name)) {
        // Browsers skip whitespace and control characters inside a scheme ('java\tscript:').
        const scheme = [...attribute.value]
          .filter((c) => c > ' ')
          .join('')
          .toLowerCase();
        if (/^(javascript|vbscript|data|file):/.test(scheme))
          found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('the editor preview with XSS payloads', () => {
  it(`keeps every one of ${xssPayloads.length} payloads inert in the name, title, lead, teaser, body and other fields`, () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    // One preview per payload, all in one render (a render each is too slow for the test's budget).
    const { container } = render(
      <MemoryRouter>
        {xssPayloads.map((payload, i) => (
          <StoryPreview
            key={i}
            name={payload}
            fields={{
              title: payload,
              lead: payload,
              teaser: payload,
              label: payload,
              body: `${payload}\n\n[link](${payload.replace(/\s/g, '%20')}) [${payload}](/faq)\n\n![img](${payload})`,
            }}
          />
        ))}
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('article')).toHaveLength(xssPayloads.length);
    expect(runnable(container)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the title, lead and markdown body as a content page does', () => {
    const { getByRole, getByText } = render(
      <MemoryRouter>
        <StoryPreview
          name="About us"
          fields={{ title: 'Our story', lead: 'Since 1987.', body: '## Ovens\n\n[Menu](/menu)' }}
        />
      </MemoryRouter>,
    );
    expect(getByRole('heading', { name: 'Our story' })).toBeTruthy();
    expect(getByText('Since 1987.')).toBeTruthy();
    expect(getByRole('heading', { name: 'Ovens', level: 2 })).toBeTruthy();
    expect(getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/menu');
  });
});
