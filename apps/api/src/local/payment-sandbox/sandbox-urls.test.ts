import { describe, expect, it } from 'vitest';
import { checkReturnUrl, ID_PATTERN, newId, withParams } from './sandbox-urls.ts';

const origins = ['http://localhost:5173'];

describe('checkReturnUrl', () => {
  it('accepts a path on this site and an absolute URL on an app origin', () => {
    expect(checkReturnUrl('/card-auth', origins)).toBe('/card-auth');
    expect(checkReturnUrl('http://localhost:5173/zippayconfirmation', origins)).toBe(
      'http://localhost:5173/zippayconfirmation',
    );
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/card-auth',
    'javascript:alert(1)',
    '',
    'card-auth',
  ])('refuses %s as an open redirect', (url) =>
    expect(() => checkReturnUrl(url, origins)).toThrow(expect.objectContaining({ reason: 'invalid_return_url' })),
  );
});

describe('withParams', () => {
  it('adds parameters and keeps a relative URL relative', () => {
    expect(withParams('/card-auth?x=1#top', { authorisationId: 'a b' })).toBe('/card-auth?x=1&authorisationId=a+b#top');
    expect(withParams('http://localhost:5173/checkout', { sessionId: 's' })).toBe(
      'http://localhost:5173/checkout?sessionId=s',
    );
  });
});

describe('newId', () => {
  it('makes unguessable ids of a recognisable shape', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newId('cs')));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
  });
});
