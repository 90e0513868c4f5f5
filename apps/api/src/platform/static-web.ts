import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  PERSONAL_LANDING_COOKIE,
  personalLandingOf,
  storeFulfilmentOf,
  type PersonalLanding,
  type StoreFulfilment,
} from '@storefront/contract/http';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withPageAddition } from './page-html.ts';

/** The landing's prerendered page, as the web build names it (apps/web/build/prerender-landing.ts). */
const LANDING_HTML = 'landing.html';

// A hashed build file, or the .br or .gz copy of one (apps/web/build/precompress.ts).
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;
/**
 * The build's source maps are for the API's error reports only (decision 172): served, they would
 * hand anyone our source. A request for one is a plain 404, not the app.
 */
export const isSourceMap = (pathname: string): boolean => /\.map$/i.test(pathname.split('?', 1)[0]!);

/** What the server knows of the visitor when it adds to a page (the app's cookie, decision 232). */
export interface PageVisitor {
  /** A store is chosen: the app asks for the menu with it, not as a guest. */
  storeChosen: boolean;
  /** The basket's store, service type and time, once it has them: what the app's menu calls name. */
  store?: StoreFulfilment;
}

/** How the visitor's pages differ from a first-time guest's: no landing for a guest. */
function visitorOf(request: FastifyRequest): { landing: PersonalLanding | undefined; visitor: PageVisitor } {
  const value = parseCookie(request.headers.cookie ?? '')[PERSONAL_LANDING_COOKIE];
  const store = storeFulfilmentOf(value);
  const landing = store ? 'store' : personalLandingOf(value);
  return { landing, visitor: { storeChosen: landing === 'store', ...(store ? { store } : {}) } };
}

/** What the server adds to a page's HTML (modules/site/page-additions.ts). All are hints: the page works without them. */
export interface PageAdditions {
  /** `Link` header values: what the page will ask for first (modules/site/page-preloads.ts). */
  links: string[];
  /** Markup for the page's loading view (modules/site/product-loading-view.ts). */
  loadingView?: string;
  /** The page's own title and description, as markup (modules/site/product-page-head.ts). */
  head?: string;
}

/**
 * In production the API process serves the built storefront: hashed assets cached for a year,
 * everything else revalidated, and unknown non-API paths answered with the app (SPA fallback).
 * Returns the fallback, or undefined when no build exists.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  additionsFor: (pathname: string, visitor: PageVisitor) => Promise<PageAdditions> = async () => ({ links: [] }),
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const pageWith = withPageAddition(readFileSync(indexFile, 'utf8'));
  // The landing's HTML with the landing already rendered in it (apps/web/build/prerender-landing.ts),
  // sent for `/` to a guest only; a build without it sends the app's HTML there too.
  const landingPage = existsSync(path.join(distDir, LANDING_HTML)) ? LANDING_HTML : 'index.html';
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The compressed copies are sent only in place of their file, never under their own name.
    allowedPath: (pathname) =>
      !isSourceMap(pathname) && !/\.(br|gz)$/i.test(pathname) && pathname !== `/${LANDING_HTML}`,
    // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts): sent
    // as they are when the browser takes them, the app's HTML for its own paths included.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const cache = HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
      void reply.header('cache-control', cache);
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (/^\/(api|docs)(\/|$)/.test(request.url) || isSourceMap(request.url)) return false;
    // Hints only: the page works the same without them.
    const pathname = request.url.split('?', 1)[0]!;
    const { landing: personal, visitor } = visitorOf(request);
    const { links, loadingView, head } = await additionsFor(pathname, visitor).catch((): PageAdditions => ({
      links: [],
    }));
    if (links.length > 0) void reply.header('link', links.join(', '));
    // The landing's HTML and a page's preloads depend on the cookie: a cache in between keeps one copy per value.
    void reply.header('vary', [reply.getHeader('vary'), 'cookie'].filter(Boolean).join(', '));
    void reply.header('cache-control', 'no-cache');
    if ((loadingView || head) && pageWith) {
      const { body, encoding } = pageWith({ loadingView, head }, request.headers['accept-encoding']);
      const vary = [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', ');
      void reply.header('vary', vary).type('text/html; charset=utf-8');
      if (encoding) void reply.header('content-encoding', encoding);
      void reply.send(body);
    } else if (pathname === '/') {
      void reply.sendFile(personal ? 'index.html' : landingPage, distDir);
    } else void reply.sendFile('index.html', distDir);
    return true;
  };
}
