import { describe, expect, it } from 'vitest';
import { classifyMarkdownLink, REJECTED_SCHEMES } from './markdown-links.ts';

const origin = 'https://www.redroofpizza.com.au';
const classify = (href: string) => classifyMarkdownLink(href, origin);

describe('classifyMarkdownLink', () => {
  it('routes same-origin links in-app with path, query and hash', () => {
    expect(classify('https://www.redroofpizza.com.au/menu/pizza?size=large#supreme')).toEqual({
      kind: 'internal',
      to: '/menu/pizza?size=large#supreme',
    });
    expect(classify('/offers')).toEqual({ kind: 'internal', to: '/offers' });
    expect(classify('stores?state=NSW')).toEqual({ kind: 'internal', to: '/stores?state=NSW' });
    expect(classify('#faq')).toEqual({ kind: 'internal', to: '/#faq' });
  });

  it('opens other origins as ordinary links', () => {
    expect(classify('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(classify('//example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(classify('http://www.redroofpizza.com.au/menu')).toMatchObject({ kind: 'external' });
    expect(classify('mailto:help@redroofpizza.com.au')).toMatchObject({ kind: 'external' });
    expect(classify('tel:131166')).toMatchObject({ kind: 'external' });
  });

  it('rejects vbscript, javascript, file and data links', () => {
    expect(REJECTED_SCHEMES).toEqual(['vbscript:', 'javascript:', 'file:', 'data:']);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(classify(href), href).toEqual({ kind: 'rejected' });
    }
  });

  it('rejects links that do not parse', () => {
    expect(classify('http://[::1')).toEqual({ kind: 'rejected' });
  });
});
