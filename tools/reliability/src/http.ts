// Loopback HTTP with JSON bodies; every call gets a client address of its own unless one is given,
// so per-address limits only bite where a check means them to.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

let nextAddress = 0;
/** A fresh documentation-range client address (sent as X-Forwarded-For; the server trusts loopback). */
export const freshAddress = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export function client(baseUrl: string) {
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': options.address ?? freshAddress(),
      ...options.headers,
    };
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    // A live stream never ends by itself: its answer is the status and headers.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, text: '', body: null };
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: parseJson(text) };
  }
  return { call, baseUrl };
}

export type Client = ReturnType<typeof client>;

/** Fields of a JSON answer, or an empty object. */
export const fields = (answer: Answer) =>
  (answer.body && typeof answer.body === 'object' ? answer.body : {}) as Record<string, unknown>;
