import type { App } from '../app.ts';

/**
 * Plays the browser at the local identity provider: follows the authorization URL to the sign-in
 * page, picks a test user, and returns where the provider sends the browser back (the app's
 * return page with an ID token in the fragment, or a code in the query). Given a function, each
 * request goes to the instance it names (by the request's number, from 0), as behind a proxy.
 */
export async function signInAtProvider(
  instances: App | ((request: number) => App),
  authorizationUrl: string,
  sub: string | 'cancel',
): Promise<URL> {
  let requests = 0;
  const appFor = typeof instances === 'function' ? instances : () => instances;
  const jar = new Map<string, string>();
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) jar.set(name.trim(), value);
      else jar.delete(name.trim());
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  const send = async (method: 'GET' | 'POST', target: URL, payload?: string) => {
    const res = await appFor(requests++).inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        cookie: cookie(),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    remember(res.headers['set-cookie']);
    return res;
  };

  let res = await send('GET', url);
  for (let hops = 0; hops < 10; hops++) {
    if (res.statusCode >= 300 && res.statusCode < 400) {
      url = new URL(String(res.headers.location), url);
      if (url.origin !== origin || !url.pathname.startsWith('/idp/')) return url;
      res = await send('GET', url);
      continue;
    }
    const action = res.body.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (res.statusCode !== 200 || !action)
      throw new Error(`provider answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const form = sub === 'cancel' ? 'cancel=1' : `sub=${encodeURIComponent(sub)}`;
    url = new URL(action.replaceAll('&amp;', '&'), url);
    res = await send('POST', url, form);
  }
  throw new Error('too many redirects at the provider');
}
