// The app's HTML with a page's own markup: in its loading view (a product page's photo:
// modules/site/product-loading-view.ts) and in place of the app's title and description (a product
// page's own: modules/site/product-page-head.ts). Everything else about the page stays the built file's.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';

/** Where an addition goes: before the turning pizza, after the logo (apps/web/index.html). */
const LOADING_VIEW_SPINNER = '<span class="loading-view__pizza"';

/** The built file's title and description, which a page's own head replaces. */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Pages made and compressed are kept: one per product, so the map stays small; emptied past this. */
const MOST_PAGES_KEPT = 2000;

/** Brotli first: smaller at the same q. */
const ENCODINGS_MADE: NonNullable<PageBody['encoding']>[] = ['br', 'gzip'];

export interface PageBody {
  body: Buffer;
  /** The `content-encoding`, when compressed. */
  encoding?: 'br' | 'gzip';
}

/**
 * The encoding the browser prefers of the two we make (by its q-values; q=0 refuses one), brotli
 * when it likes both alike: the negotiation @fastify/compress runs for every other answer.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageBody['encoding'] {
  // Content codings are case-insensitive; the negotiator compares them as written.
  return negotiateEncoding((acceptEncoding ?? '').toLowerCase(), ENCODINGS_MADE) ?? undefined;
}

/** What a page adds to the app's HTML; both are markup the caller has escaped. */
export interface PageAddition {
  /** Goes into the loading view, after the logo. */
  loadingView?: string;
  /** Takes the place of the app's `<title>` and description `<meta>`. */
  head?: string;
}

/**
 * Returns the page with `addition` in it, compressed as the browser takes it, or undefined when the
 * HTML has no loading view to add to (a build from another shell): the page is then sent as it was
 * built. The route that serves it is the not-found fallback, which the compression plugin does not
 * see, so the page is compressed here, once per addition.
 */
export function withPageAddition(
  indexHtml: string,
): ((addition: PageAddition, acceptEncoding: string | undefined) => PageBody) | undefined {
  const at = indexHtml.indexOf(LOADING_VIEW_SPINNER);
  if (at < 0) return undefined;
  const [before, after] = [indexHtml.slice(0, at), indexHtml.slice(at)];
  // An HTML without a title has no head to replace: the page's own is then left out.
  const titled = TITLE.test(before);
  const withHead = (head: string | undefined) =>
    head && titled ? before.replace(DESCRIPTION, '').replace(TITLE, () => head) : before;
  const made = new Map<string, PageBody>();
  return ({ loadingView, head }, acceptEncoding) => {
    const encoding = pickEncoding(acceptEncoding);
    const key = JSON.stringify([encoding ?? 'identity', head ?? '', loadingView ?? '']);
    let page = made.get(key);
    if (!page) {
      const html = Buffer.from(`${withHead(head)}${loadingView ? `${loadingView}\n      ` : ''}${after}`);
      // Brotli's best, as the build's own copies (about 50 ms once per product and process, for
      // 0.5 KB less than quality 7 on every visit).
      const body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(html, { level: 9 })
            : html;
      if (made.size >= MOST_PAGES_KEPT) made.clear();
      page = { body, encoding };
      made.set(key, page);
    }
    return page;
  };
}
