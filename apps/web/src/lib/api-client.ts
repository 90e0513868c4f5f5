// One fetch wrapper for every call to our API. Failures become typed errors: `ApiError` carries the
// HTTP status and the parsed problem+json body; `NetworkError` means the request never got an answer.
import type { Problem } from '@storefront/contract';

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
}

export function apiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, headers = {}, signal } = request;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed', { cause: error });
  }
  const data = await readBody(response);
  if (!response.ok) {
    const message = isProblem(data) ? data.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, data, message);
  }
  return data as T;
}
