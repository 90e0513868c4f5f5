// Loaders for the spec's redirects and parameter rules (section 2 of both documents). Each keeps
// the query string, so UTM and referral parameters survive the hop.
import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { isPaymentMethod } from '../../features/checkout/payment-methods.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { parseTail, type TailMatch } from './base-route-tail.ts';
import { lowercaseTarget } from './case-sensitivity.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'>;

export const CHANGE_EMAIL_ACTIONS = ['confirm', 'cancel'] as const;
export const OPT_OUT_TYPES = ['email', 'sms'] as const;
export const STORE_SLUG_PREFIX = 'pizza-hut-';

/** A 404 the route error boundary turns into the not-found page. */
export const notFound = () => data('Not found', { status: 404 });

const to = (request: Request, path: string) => redirect(`${path}${new URL(request.url).search}`);

export function rootLoader({ request }: Args) {
  const target = lowercaseTarget(new URL(request.url));
  if (target) throw redirect(target);
  return null;
}

// The root loader must see every path change (default revalidation skips parents without params).
export const rootShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** /content/{slug} -> /{slug} */
export const contentRedirect = ({ request, params }: Args) => to(request, `/${params.slug}`);

/** /menu/{category}/{subcategory}/{slug} -> /product/{category}/{slug} */
export const menuProductRedirect = ({ request, params }: Args) =>
  to(request, `/product/${params.category}/${params.slug}`);

/** /schnitzza -> /menu/schnitzza */
export const schnitzzaRedirect = ({ request }: Args) => to(request, '/menu/schnitzza');

/** /preferences/unsubscribe/{sms|email}/{userId?} -> the opt-out screen /preferences/{type}/{userId?} */
export const unsubscribeRedirect =
  (type: (typeof OPT_OUT_TYPES)[number]) =>
  ({ request, params }: Args) =>
    to(request, `/preferences/${type}${params.userId ? `/${encodeURIComponent(params.userId)}` : ''}`);

/** /callcentermode/{agentName}: call-centre mode on, then home. */
export function callCentreLoader({ request, params }: Args) {
  useCallCentreStore.getState().enableCallCentre(params.agentName!);
  return to(request, '/');
}

/** An unknown payment method goes to /checkout. */
export function checkoutLoader({ request, params }: Args) {
  if (params.paymentMethod !== undefined && !isPaymentMethod(params.paymentMethod)) return to(request, '/checkout');
  return null;
}

/** /zippayconfirmation needs checkoutId, otherwise /offers. */
export function zipPayLoader({ request }: Args) {
  if (!new URL(request.url).searchParams.get('checkoutId')) return redirect('/offers');
  return null;
}

/** The action must be exactly confirm or cancel (case sensitive). */
export function changeEmailLoader({ params }: Args) {
  if (!(CHANGE_EMAIL_ACTIONS as readonly string[]).includes(params.action ?? '')) throw notFound();
  return null;
}

/** Opt-out type must be email or sms. */
export function optOutLoader({ params }: Args) {
  if (!(OPT_OUT_TYPES as readonly string[]).includes(params.type ?? '')) throw notFound();
  return null;
}

/** /stores/pizza-hut-{storeName}: React Router has no partial-segment parameters. */
export function storePageLoader({ params }: Args) {
  const slug = params.storeSlug ?? '';
  const storeName = slug.startsWith(STORE_SLUG_PREFIX) ? slug.slice(STORE_SLUG_PREFIX.length) : '';
  if (!storeName) throw notFound();
  return { storeName };
}

/** The splat route: locate, qr, survey, the store redirect, content pages and not-found. */
export function tailLoader({ request }: Args): TailMatch {
  const match = parseTail(new URL(request.url).pathname);
  if (match.kind === 'store-redirect') throw to(request, `/stores/${STORE_SLUG_PREFIX}${match.storeName}`);
  if (match.kind === 'not-found') throw notFound();
  return match;
}
