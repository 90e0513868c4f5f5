// What a 5xx answer does (spec document 1, sections 4 and 8): on a cart, store or product call the
// page reloads, or goes to /fatal when that URL was already recorded as an error (so a server that
// keeps failing ends on the fatal screen instead of a reload loop); on a customer call the caller
// shows the generic customer error. The record lives in session storage so it survives the reload,
// and a later success for the URL takes it out again (docs/decisions/115-server-error-policy.md).
import { platform } from './platform/index.ts';
import { readSession, writeSession } from './storage.ts';

export const SERVER_ERRORS_KEY = 'server_errors';
/** Spec section 8 "Generic": what a customer call's 5xx tells the customer. */
export const GENERIC_CUSTOMER_ERROR = 'Something went wrong! We apologise for the inconvenience.';
/** The fatal page; `from` says which page Retry reloads. */
export const FATAL_PAGE = '/fatal';
export const FATAL_FROM_PARAM = 'from';

export type ServerErrorService = 'cart' | 'store' | 'product' | 'customer';

/** The basket calls that make up the cart; orders and payments have their own error flows. */
const CART_CALLS = new Set(['', 'basketItems', 'groupedBasketItems', 'applyvoucher', 'removeCartVoucher', 'validate']);

/** The service a call belongs to, for the calls the policy covers; null for the rest. */
export function serviceOf(url: string): ServerErrorService | null {
  const path = url.split('?')[0]!;
  const baskets = /^\/api\/v1\/baskets(?:\/[^/]+(?:\/([^/]+))?)?/.exec(path);
  if (baskets) return CART_CALLS.has(baskets[1] ?? '') ? 'cart' : null;
  if (/^\/api\/v1\/store(?:\/|$)/.test(path)) return 'store';
  if (/^\/api\/v1\/(?:products|productIds|meals)(?:\/|$)/.test(path)) return 'product';
  if (/^\/api\/v1\/customer(?:\/|$)/i.test(path)) return 'customer';
  return null;
}

export type ServerErrorAction =
  { kind: 'reload' } | { kind: 'fatal'; to: string } | { kind: 'customer-error'; message: string } | { kind: 'none' };

/** The page Retry on /fatal goes back to (path and query of the page the error happened on). */
export const fatalPathFrom = (page: string): string =>
  `${FATAL_PAGE}?${new URLSearchParams({ [FATAL_FROM_PARAM]: page }).toString()}`;

/** Pure: what a failed answer calls for, given the URLs already recorded as errors. */
export function serverErrorAction(
  url: string,
  status: number,
  recorded: readonly string[],
  page: string,
): ServerErrorAction {
  if (status < 500 || status > 599) return { kind: 'none' };
  const service = serviceOf(url);
  if (!service) return { kind: 'none' };
  if (service === 'customer') return { kind: 'customer-error', message: GENERIC_CUSTOMER_ERROR };
  return recorded.includes(url) ? { kind: 'fatal', to: fatalPathFrom(page) } : { kind: 'reload' };
}

function readRecorded(): string[] {
  try {
    const value: unknown = JSON.parse(readSession(SERVER_ERRORS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const writeRecorded = (urls: string[]): void => writeSession(SERVER_ERRORS_KEY, JSON.stringify(urls));

const currentPage = (): string => `${window.location.pathname}${window.location.search}`;

/** Acts on a failed answer (reload or /fatal) and answers what it did. */
export function handleServerError(url: string, status: number): ServerErrorAction {
  const recorded = readRecorded();
  const action = serverErrorAction(url, status, recorded, currentPage());
  if (action.kind === 'reload') {
    writeRecorded([...recorded, url]);
    platform.reload();
  } else if (action.kind === 'fatal') {
    platform.assign(action.to);
  }
  return action;
}

/** A successful answer: the URL is no longer an error, so a later 5xx reloads once again. */
export function forgetServerError(url: string): void {
  const recorded = readRecorded();
  if (recorded.includes(url)) writeRecorded(recorded.filter((item) => item !== url));
}
