import { fields } from '../http.ts';
import { report } from '../report.ts';
import { APP_ORIGIN } from '../server.ts';
import type { Context } from '../context.ts';

// Security headers on pages, API answers and errors; the refresh cookie's flags; CORS with credentials.

const FOREIGN_ORIGIN = 'https://evil.example';
const HSTS_MIN_SECONDS = 180 * 24 * 3600;

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

export async function headers(ctx: Context) {
  const { api } = ctx;
  const world = await ctx.world();
  const answers = {
    'the app page': await api.call('GET', '/'),
    'an API read': await api.call('GET', '/api/v1/product/categories'),
    'an error': await api.call('GET', '/api/v1/baskets/00000000-0000-4000-8000-000000000000'),
  };
  for (const [where, answer] of Object.entries(answers)) {
    const csp = answer.headers.get('content-security-policy') ?? '';
    const scripts = directive(csp, 'script-src') || directive(csp, 'default-src');
    const hsts = answer.headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    const problems = [
      !csp && 'no CSP',
      /'unsafe-inline'|'unsafe-eval'/.test(scripts) && `script-src allows inline (${scripts})`,
      directive(csp, 'frame-ancestors') !== "frame-ancestors 'none'" && 'frame-ancestors not none',
      maxAge < HSTS_MIN_SECONDS && `HSTS max-age ${maxAge}`,
      answer.headers.get('x-content-type-options') !== 'nosniff' && 'no nosniff',
    ].filter(Boolean);
    report(
      'headers',
      `${where} (${answer.status}): CSP script-src, frame-ancestors, HSTS, nosniff`,
      problems.length ? problems.join('; ') : `${scripts}; frame-ancestors 'none'; HSTS max-age ${maxAge}`,
      problems.length === 0,
    );
  }

  // Every cookie the server sets: the refresh cookie on sign-in and on rotation.
  const rotated = await api.call('POST', '/api/v1/customer/token/refresh', {
    headers: { cookie: world.otherCustomer.refreshCookie },
  });
  const cookies = [world.owner.setCookie, rotated.headers.get('set-cookie') ?? ''].filter(Boolean);
  const unflagged = cookies.filter(
    (c) => !/;\s*HttpOnly/i.test(c) || !/;\s*Secure/i.test(c) || !/;\s*SameSite=(Strict|Lax)/i.test(c),
  );
  report(
    'headers',
    `cookies set on sign-in and refresh (${cookies.map((c) => c.split('=')[0]).join(', ')})`,
    `${cookies.length - unflagged.length} of ${cookies.length} HttpOnly, Secure and SameSite${unflagged.length ? `; not: ${unflagged.join(' | ')}` : ''}`,
    cookies.length === 2 && unflagged.length === 0 && rotated.status === 200,
  );

  const preflight = (origin: string) =>
    api.call('OPTIONS', '/api/v1/baskets', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
  const foreign = await preflight(FOREIGN_ORIGIN);
  const foreignRead = await api.call('GET', `/api/v1/customer/${world.owner.customerId}`, {
    headers: { origin: FOREIGN_ORIGIN, authorization: `Bearer ${world.owner.accessToken}` },
  });
  const own = await preflight(APP_ORIGIN);
  const allowsForeign = [foreign, foreignRead].some(
    (a) =>
      a.headers.get('access-control-allow-origin') === FOREIGN_ORIGIN ||
      a.headers.get('access-control-allow-origin') === '*',
  );
  report(
    'headers',
    `CORS with credentials: preflight and a signed-in read from ${FOREIGN_ORIGIN}, and a preflight from the app's origin`,
    `foreign allowed: ${allowsForeign ? 'YES' : 'no'}; app origin allowed: ${own.headers.get('access-control-allow-origin') === APP_ORIGIN && own.headers.get('access-control-allow-credentials') === 'true' ? 'yes, with credentials' : 'NO'}`,
    !allowsForeign &&
      own.headers.get('access-control-allow-origin') === APP_ORIGIN &&
      !('customerId' in fields(foreign)),
  );
}
