import { describe, expect, it } from 'vitest';
import { escapeHtml, formatAud, html, renderPage, SafeHtml } from './page-layout.ts';
import { instalmentsOf } from './redirect-pages.ts';

describe('html', () => {
  it('escapes every interpolated value unless it is SafeHtml', () => {
    const name = '<script>alert("x")</script>';
    expect(html`<p>${name}</p>`.value).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(html`<p>${new SafeHtml('<b>ok</b>')}</p>`.value).toBe('<p><b>ok</b></p>');
    expect(html`${['a', '&', null, false, 1]}`.value).toBe('a&amp;1');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('marks every page as Sandbox and loads scripts only as files', () => {
    const page = renderPage({ title: 'T', body: html`<p>x</p>`, script: 'card-fields.js' });
    expect(page).toContain('Sandbox: test payments only');
    expect(page).toContain('<html lang="en-AU">');
    expect(page).toContain('<script src="/sandbox-gateway/assets/card-fields.js" defer></script>');
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('amounts', () => {
  it('shows AUD', () => {
    expect(formatAud(4250)).toBe('$42.50');
  });

  it('splits pay-in-4 instalments with the odd cents first', () => {
    expect(instalmentsOf(4250)).toEqual([1064, 1062, 1062, 1062]);
    expect(instalmentsOf(4000)).toEqual([1000, 1000, 1000, 1000]);
  });
});
