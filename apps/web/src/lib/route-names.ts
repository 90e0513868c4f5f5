// Route names and the spec's route lists (section 2 of both documents). Names are what the lists
// refer to; features read them through `useRouteName` without knowing the route table.
import { useMatches, type UIMatch } from 'react-router';

export type RouteName =
  | 'landing'
  | 'new'
  | 'styleguide'
  | 'cart'
  | 'offers'
  | 'coupons'
  | 'menu-category'
  | 'product'
  | 'product-redirect'
  | 'meal'
  | 'checkout'
  | 'zippay-confirmation'
  | 'complete-afterpay'
  | 'card-auth'
  | 'process-order'
  | 'order'
  | 'hawaiian-pizza-game'
  | 'track-order'
  | 'stores'
  | 'store'
  | 'contact'
  | 'franchise'
  | 'franchise-thanks'
  | 'careers'
  | 'blog'
  | 'blog-category'
  | 'blog-post'
  | 'campaign-form'
  | 'spin-to-win'
  | 'fatal'
  | 'cms-content'
  | 'not-found'
  | 'location'
  | 'qr'
  | 'survey'
  | 'account'
  | 'account-details'
  | 'account-notifications'
  | 'account-rewards'
  | 'account-payment'
  | 'account-email'
  | 'account-history'
  | 'account-security'
  | 'account-communication'
  | 'login'
  | 'register'
  | 'oauth-register'
  | 'verify-otp'
  | 'oauth-paypal-redirect'
  | 'oauth-redirect'
  | 'change-email'
  | 'opt-out'
  | 'unsubscribe'
  | 'unsubscribe-email';

/** Route `handle`: a fixed name, or one the route's loader data decides (the splat route). */
export interface RouteHandle {
  name?: RouteName;
  nameFromData?: true;
}

/** Session validation is skipped on these routes ... */
export const SESSION_VALIDATION_SKIPPED_ROUTES: readonly RouteName[] = [
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
];
/** ... on paths starting with these (without the leading slash) ... */
export const SESSION_VALIDATION_SKIPPED_PREFIXES: readonly string[] = ['offers/', 'order/', 'oauth/'];
/** ... and in the account section. */
export const isAccountSection = (pathname: string): boolean =>
  pathname === '/account' || pathname.startsWith('/account/');

export function skipsSessionValidation(name: RouteName | undefined, pathname: string): boolean {
  if (name && SESSION_VALIDATION_SKIPPED_ROUTES.includes(name)) return true;
  const path = pathname.replace(/^\//, '');
  return SESSION_VALIDATION_SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix)) || isAccountSection(pathname);
}

/** A waiting service-worker update is not applied mid-payment or mid-login. */
export const SERVICE_WORKER_UPDATE_SKIPPED_ROUTES: readonly RouteName[] = [
  'order',
  'process-order',
  'checkout',
  'login',
  'register',
];
export const canApplyServiceWorkerUpdate = (name: RouteName | undefined): boolean =>
  !name || !SERVICE_WORKER_UPDATE_SKIPPED_ROUTES.includes(name);

/** The basket's order type does not overwrite the chosen one on these routes. */
export const ORDER_TYPE_KEPT_ROUTES: readonly RouteName[] = ['checkout'];
export const canOverwriteOrderType = (name: RouteName | undefined): boolean =>
  !name || !ORDER_TYPE_KEPT_ROUTES.includes(name);

export const SPLASH_ROUTES: readonly RouteName[] = ['landing', 'meal', 'offers', 'product-redirect', 'menu-category'];
export const canShowSplash = (name: RouteName | undefined): boolean => !!name && SPLASH_ROUTES.includes(name);

export const LOCATION_POPOVER_ROUTES: readonly RouteName[] = ['landing', 'offers', 'menu-category'];
export const canShowLocationPopover = (name: RouteName | undefined): boolean =>
  !!name && LOCATION_POPOVER_ROUTES.includes(name);

/** Name of the deepest matched route that has one. */
export function routeNameOf(matches: readonly Pick<UIMatch, 'handle' | 'data'>[]): RouteName | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.nameFromData) return (match.data as { routeName?: RouteName } | undefined)?.routeName;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

export const useRouteName = (): RouteName | undefined => routeNameOf(useMatches());
