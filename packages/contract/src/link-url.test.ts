import { describe, expect, it } from 'vitest';
import { editorLinkSchema } from './content-editor.ts';
import { isSafeLinkUrl, LINK_URL_MAX, LINK_URL_MESSAGE } from './link-url.ts';

describe('content link addresses (decision 191)', () => {
  it('allows paths in this site and https addresses', () => {
    for (const url of ['/', '/menu/pizza', '/offers?category=value#top', 'https://careers.example.com/apply']) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });

  it('refuses every other scheme, other hosts by //, relative paths, spaces, backslashes and credentials', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'http://example.com/',
      'mailto:a@example.com',
      'ftp://example.com/',
      '//example.com/x',
      '/\\example.com',
      'menu/pizza',
      ' /menu',
      '/menu pizza',
      '/menu\tpizza',
      'https:/example.com',
      'https://',
      'https://user:secret@example.com/',
      `/${'x'.repeat(LINK_URL_MAX)}`,
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(false);
    }
  });

  it("is the editor schema's rule, with its message", () => {
    expect(editorLinkSchema.safeParse({ label: 'Jobs', url: 'https://jobs.example.com/' }).success).toBe(true);
    const refused = editorLinkSchema.safeParse({ label: 'Run', url: 'javascript:alert(1)' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['url'], message: LINK_URL_MESSAGE })]);
  });
});
