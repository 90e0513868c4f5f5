// One fetch wrapper for every call to our API. Failures become typed errors: `ApiError` carries the
// HTTP status and the parsed problem+json body; `NetworkError` means the request never got an answer.
// Customer sign-in plugs in through `setAuthHooks`: the bearer header, one refresh and retry on a
// 401, and the login modal on a 403 from a customer call (spec sections 4 and 8).
import type { Problem } from '@storefront/contract';
import { apiUrl } from '@storefront/contract/http';
import { forgetServerError, handleServerError } from './server-errors.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** Parsed body: a Problem for problem+json answers, else whatever JSON or text came back. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
  }

  get problem(): Problem | undefined {
    return isProblem(this.data) ? this.data : undefined;
  }

  get code(): string | undefined {
    return this.problem?.code;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/**
 * Structural check for application/problem+json. The zod `problemSchema` is the contract; it is not
 * bundled into the first page load (zod alone is ~25 KB gzipped), and a test keeps the two in step.
 */
export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.status === 'number' &&
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    Array.isArray(v.errors)
  );
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False for calls that must not carry the bearer token or trigger a refresh (the token calls). */
  auth?: boolean;
  /** The request outlives the page (leaving or reloading it does not cancel it): see refreshSession. */
  keepalive?: boolean;
}

/** What the client needs from customer sign-in (lib/session/customer-session.ts installs it). */
export interface AuthHooks {
  /** The bearer token to send, waiting for a refresh in flight; null for a guest. */
  accessToken(): Promise<string | null>;
  /**
   * One refresh of the access token; true when a new one is ready, false when the refresh token was
   * refused. Throws when the refresh decided nothing (429, 5xx, offline): the call fails with that
   * error and the login stays.
   */
  refresh(): Promise<boolean>;
  /** A 401 that a refresh did not fix, or a 401 from an auth endpoint: log out with the 'expired' notice. */
  expired(): void;
  /** A 403 from a customer call: open the login modal, no notification. */
  forbidden(): void;
}

let authHooks: AuthHooks | null = null;

export function setAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

export const CUSTOMER_API_PATH = '/api/v1/customer/';

/** Sign-in calls: a 401 from one of these logs out at once, with no refresh (spec section 4). */
const AUTH_ENDPOINTS = ['token/', 'register', 'oauth', 'requestOTP', 'validateOTP', 'validateLoginToken'];

export const isAuthEndpoint = (path: string): boolean =>
  path.startsWith(CUSTOMER_API_PATH) &&
  AUTH_ENDPOINTS.some((name) => path.slice(CUSTOMER_API_PATH.length).startsWith(name));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(path: string, request: ApiRequest, token: string | null): Promise<Response> {
  const { method = 'GET', body, query, headers = {}, signal, keepalive } = request;
  try {
    return await fetch(apiUrl(path, query), {
      method,
      signal,
      ...(keepalive ? { keepalive } : {}),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed', { cause: error });
  }
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const hooks = request.auth === false ? null : authHooks;
  const token = hooks ? await hooks.accessToken() : null;
  let response = await send(path, request, token);
  if (hooks && token && response.status === 401) {
    // One refresh and one retry; an auth endpoint, a refused refresh or a second 401 ends the login.
    if (!isAuthEndpoint(path) && (await hooks.refresh())) {
      response = await send(path, request, await hooks.accessToken());
    }
    if (response.status === 401) hooks.expired();
  }
  if (hooks && response.status === 403 && path.startsWith(CUSTOMER_API_PATH)) hooks.forbidden();
  const data = await readBody(response);
  const url = apiUrl(path, request.query);
  if (!response.ok) {
    // A 5xx on a cart, store or product call reloads or goes to /fatal; the error is still thrown
    // so the caller stops. A customer call's 5xx says only the generic sentence.
    const policy = handleServerError(url, response.status);
    const message =
      policy.kind === 'customer-error'
        ? policy.message
        : isProblem(data)
          ? data.message
          : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, data, message);
  }
  forgetServerError(url);
  return data as T;
}
