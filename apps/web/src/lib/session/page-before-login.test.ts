import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, isSafeReturnPath, pageAfterLogin, rememberPage } from './page-before-login.ts';

describe('where login returns to (spec section 4)', () => {
  it('prefers the redirect parameter', () => {
    rememberPage('menu-category', '/menu/pizza');
    expect(pageAfterLogin('/account/history?page=2')).toBe('/account/history?page=2');
  });

  it('else the previous non-login page; sign-in pages are never remembered', () => {
    rememberPage('cart', '/cart');
    for (const name of [
      'login',
      'register',
      'verify-otp',
      'oauth-register',
      'oauth-redirect',
      'oauth-paypal-redirect',
    ] as const)
      rememberPage(name, `/${name}`);
    expect(pageAfterLogin(null)).toBe('/cart');
  });

  it('else the account home', () => {
    expect(pageAfterLogin(undefined)).toBe(DEFAULT_AFTER_LOGIN);
    expect(DEFAULT_AFTER_LOGIN).toBe('/account');
  });

  it('refuses a redirect to another site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'account'])
      expect(isSafeReturnPath(bad)).toBe(false);
    expect(pageAfterLogin('//evil.example')).toBe(DEFAULT_AFTER_LOGIN);
  });
});
