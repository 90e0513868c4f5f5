// index.html asks for the configuration with the page (a preload), so start-up's read does not wait
// for the scripts first. The browser reuses the preload only when URL and credentials mode match.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointRoutes } from '@storefront/contract/http';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('configuration preload', () => {
  it('preloads the configuration endpoint as a same-origin-credentials fetch, like the app reads it', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const preloads = [...doc.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([endpointRoutes.configuration.path]);
    // "anonymous" is credentials mode same-origin, the mode apiFetch uses.
    expect(preloads[0]!.getAttribute('crossorigin')).toBe('anonymous');
  });
});
