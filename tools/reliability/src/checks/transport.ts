import { performance } from 'node:perf_hooks';
import { rawRequest, requestBytes, slowClient } from '../raw.ts';
import { report } from '../report.ts';
import type { Context } from '../context.ts';

// Malformed and abusive transport: each answered with its documented 4xx, and a customer on a
// normal connection is still served while (and after) it happens.

const SLOW_CLIENTS = 200;
const HOLD_MS = 15_000;
/** A customer's menu read while the slow clients hold their connections must answer within this. */
const SERVED_WITHIN_MS = 2000;

export async function transport({ api, server }: Context) {
  const url = server.url;
  const basketPath = '/api/v1/baskets';
  const served = async () => {
    const started = performance.now();
    const answer = await api.call('GET', '/api/v1/product/categories', { timeoutMs: 10_000 }).catch(() => null);
    return { ok: answer?.status === 200, ms: Math.round(performance.now() - started) };
  };
  const cases: [string, number[], () => Promise<number>][] = [
    [
      '10 MB JSON body',
      [413],
      async () => (await rawRequest(url, requestBytes('POST', basketPath, Buffer.alloc(10 * 1024 * 1024, 'a')))).status,
    ],
    [
      'JSON nested 100,000 deep',
      [400, 413],
      async () =>
        (
          await rawRequest(
            url,
            requestBytes('POST', basketPath, Buffer.from('['.repeat(100_000) + ']'.repeat(100_000))),
          )
        ).status,
    ],
    [
      'JSON nested 5,000 deep (under the size limit)',
      [400],
      async () =>
        (
          await rawRequest(
            url,
            requestBytes('POST', basketPath, Buffer.from('{"a":'.repeat(5000) + '1' + '}'.repeat(5000))),
          )
        ).status,
    ],
    [
      'JSON sent as text/plain',
      [415],
      async () =>
        (await rawRequest(url, requestBytes('POST', basketPath, Buffer.from('{"serviceType":"Pickup"}'), 'text/plain')))
          .status,
    ],
    [
      'JSON sent as application/xml',
      [415],
      async () =>
        (await rawRequest(url, requestBytes('POST', basketPath, Buffer.from('<a/>'), 'application/xml'))).status,
    ],
    [
      'invalid UTF-8 in a JSON string',
      [400],
      async () =>
        (
          await rawRequest(
            url,
            requestBytes(
              'POST',
              basketPath,
              Buffer.concat([Buffer.from('{"serviceType":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
            ),
          )
        ).status,
    ],
    [
      'truncated JSON',
      [400],
      async () => (await rawRequest(url, requestBytes('POST', basketPath, Buffer.from('{"serviceType":')))).status,
    ],
    [
      '100 KB query string',
      [414, 431],
      async () =>
        (
          await rawRequest(
            url,
            Buffer.from(
              `GET /api/v1/store/name?name=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
            ),
          )
        ).status,
    ],
    [
      '600-character path segment',
      [414],
      async () =>
        (
          await rawRequest(
            url,
            Buffer.from(
              `GET /api/v1/store/${'a'.repeat(600)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
            ),
          )
        ).status,
    ],
  ];
  for (const [name, expected, send] of cases) {
    const status = await send();
    const after = await served();
    report(
      'malformed transport',
      name,
      `${status || 'no answer'} (expected ${expected.join(' or ')}); a customer served next: ${after.ok ? `yes, ${after.ms} ms` : 'NO'}`,
      expected.includes(status) && after.ok && server.isAlive(),
    );
  }

  const slow = Array.from({ length: SLOW_CLIENTS }, () => slowClient(url, 1000));
  await new Promise((r) => setTimeout(r, 1000));
  const during: number[] = [];
  let refused = 0;
  const holdUntil = Date.now() + HOLD_MS;
  while (Date.now() < holdUntil) {
    const answer = await served();
    if (answer.ok) during.push(answer.ms);
    else refused += 1;
    await new Promise((r) => setTimeout(r, 500));
  }
  const closedByServer = slow.filter((s) => s.closedAfter() !== null).length;
  for (const s of slow) s.socket.destroy();
  const worst = Math.max(...during, 0);
  report(
    'malformed transport',
    `${SLOW_CLIENTS} slow clients dripping a header byte a second for ${HOLD_MS / 1000} s`,
    `${during.length} customer reads served meanwhile, worst ${worst} ms, ${refused} failed; ${closedByServer} slow connections closed by the server`,
    refused === 0 && worst <= SERVED_WITHIN_MS && server.isAlive(),
  );
}
