import type { Request as AutocannonRequest } from 'autocannon';

// Content reads as the app makes them (spec document 2 sections 7 and 9): the public key from the
// configuration and the published version `cv` on every read, so the service answers from its
// cv-keyed cache as it does for customers.

/** One story by slug, one listing by prefix, one datasource: the calls every content screen makes. */
export const CONTENT_READ_PATHS = (token: string, cv: number) => {
  const signed = `token=${encodeURIComponent(token)}&cv=${cv}`;
  return [
    `/api/v1/content/cdn/stories/content/about-us?${signed}`,
    `/api/v1/content/cdn/stories?starts_with=banners/home-&${signed}`,
    `/api/v1/content/cdn/datasource_entries?datasource=dictionary&per_page=500&${signed}`,
  ];
};

let nextAddress = 0;
/**
 * A fresh client address for each request (10.0.0.0/8, sent as X-Forwarded-For, which the bench's
 * server trusts from loopback, as the reliability battery's does). The content service allows each
 * client 5 reads a second; from one address the figure would be the limiter's, not the service's.
 */
export const freshClientAddress = () => {
  nextAddress = (nextAddress + 1) % 0xffffff;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function answer(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { 'x-forwarded-for': freshClientAddress() } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The requests, each from its own client address, after checking each answers 200 once. */
export async function contentReadRequests(baseUrl: string): Promise<AutocannonRequest[]> {
  const configuration = (await answer(`${baseUrl}/api/v1/Configuration`)) as {
    settings: { API_CONTENT_KEY: { key: string } };
  };
  const token = configuration.settings.API_CONTENT_KEY.key;
  const space = (await answer(`${baseUrl}/api/v1/content/cdn/spaces/me?token=${encodeURIComponent(token)}`)) as {
    space: { version: number };
  };
  const paths = CONTENT_READ_PATHS(token, space.space.version);
  for (const path of paths) await answer(baseUrl + path);
  return paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': freshClientAddress() } }),
  }));
}
