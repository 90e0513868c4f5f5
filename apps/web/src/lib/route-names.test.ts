import { describe, expect, it } from 'vitest';
import {
  canApplyServiceWorkerUpdate,
  canOverwriteOrderType,
  canShowLocationPopover,
  canShowSplash,
  LOCATION_POPOVER_ROUTES,
  ORDER_TYPE_KEPT_ROUTES,
  routeNameOf,
  SERVICE_WORKER_UPDATE_SKIPPED_ROUTES,
  SESSION_VALIDATION_SKIPPED_PREFIXES,
  SESSION_VALIDATION_SKIPPED_ROUTES,
  skipsSessionValidation,
  SPLASH_ROUTES,
} from './route-names.ts';

describe('route lists (spec section 2)', () => {
  it('skips session validation on the listed routes, prefixes and the account section', () => {
    expect([...SESSION_VALIDATION_SKIPPED_ROUTES].sort()).toEqual(
      [
        'blog',
        'blog-post',
        'campaign-form',
        'careers',
        'cms-content',
        'complete-afterpay',
        'contact',
        'franchise',
        'franchise-thanks',
        'opt-out',
        'order',
        'process-order',
        'unsubscribe',
        'unsubscribe-email',
        'verify-otp',
      ].sort(),
    );
    expect(SESSION_VALIDATION_SKIPPED_PREFIXES).toEqual(['offers/', 'order/', 'oauth/']);
    expect(skipsSessionValidation('blog', '/blog')).toBe(true);
    expect(skipsSessionValidation('offers', '/offers/FREEGARLIC')).toBe(true);
    expect(skipsSessionValidation('offers', '/offers')).toBe(false);
    expect(skipsSessionValidation(undefined, '/oauth/redirect')).toBe(true);
    expect(skipsSessionValidation('account-details', '/account/details')).toBe(true);
    expect(skipsSessionValidation('account', '/account')).toBe(true);
    expect(skipsSessionValidation(undefined, '/accounts')).toBe(false);
    expect(skipsSessionValidation('menu-category', '/menu/pizza')).toBe(false);
    expect(skipsSessionValidation('checkout', '/checkout')).toBe(false);
  });

  it('does not apply service-worker updates on order, process-order, checkout, login, register', () => {
    expect(SERVICE_WORKER_UPDATE_SKIPPED_ROUTES).toEqual(['order', 'process-order', 'checkout', 'login', 'register']);
    expect(canApplyServiceWorkerUpdate('checkout')).toBe(false);
    expect(canApplyServiceWorkerUpdate('landing')).toBe(true);
  });

  it('keeps the order type on checkout', () => {
    expect(ORDER_TYPE_KEPT_ROUTES).toEqual(['checkout']);
    expect(canOverwriteOrderType('checkout')).toBe(false);
    expect(canOverwriteOrderType('cart')).toBe(true);
  });

  it('shows the splash on landing, meal, offers, product-redirect, menu-category', () => {
    expect(SPLASH_ROUTES).toEqual(['landing', 'meal', 'offers', 'product-redirect', 'menu-category']);
    expect(canShowSplash('meal')).toBe(true);
    expect(canShowSplash('cart')).toBe(false);
    expect(canShowSplash(undefined)).toBe(false);
  });

  it('shows the location popover on landing, offers, menu-category', () => {
    expect(LOCATION_POPOVER_ROUTES).toEqual(['landing', 'offers', 'menu-category']);
    expect(canShowLocationPopover('offers')).toBe(true);
    expect(canShowLocationPopover('meal')).toBe(false);
  });
});

describe('routeNameOf', () => {
  it('takes the deepest named match, or the name the loader chose', () => {
    expect(
      routeNameOf([
        { handle: undefined, data: undefined },
        { handle: { name: 'menu-category' }, data: undefined },
        { handle: { name: 'product' }, data: undefined },
      ]),
    ).toBe('product');
    expect(
      routeNameOf([
        { handle: { name: 'account' }, data: undefined },
        { handle: undefined, data: undefined },
      ]),
    ).toBe('account');
    expect(routeNameOf([{ handle: { nameFromData: true }, data: { routeName: 'survey' } }])).toBe('survey');
    expect(routeNameOf([])).toBeUndefined();
  });
});
