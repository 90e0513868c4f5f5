// Routes the spec writes with a repeatable segment in the middle or at the root
// (/{baseRoute*}/locate/..., /{baseRoute*}/qr/..., /{baseRoute*}/survey/{surveyId}, /pizza-hut-{storeName},
// /{slug*}, /{anything}). React Router cannot express those, so one splat route hands the whole path here.

export type TailMatch =
  | { kind: 'store-redirect'; storeName: string }
  | {
      kind: 'locate';
      routeName: 'location';
      baseRoute: string;
      storeName?: string;
      serviceType?: string;
      orderDueAt?: string;
    }
  | {
      kind: 'qr';
      routeName: 'qr';
      baseRoute: string;
      storeName: string;
      serviceType: string;
      orderDueAt: string;
      productId?: string;
      /** The variant ending in /basket/{basketId?}. */
      basket: boolean;
      basketId?: string;
    }
  | { kind: 'survey'; routeName: 'survey'; baseRoute: string; surveyId: string; orderId?: string }
  | { kind: 'content'; routeName: 'cms-content'; slug: string }
  | { kind: 'not-found'; routeName: 'not-found' };

const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;
const STORE_REDIRECT = /^pizza-hut-(.+)$/;

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // malformed percent-encoding
  }
}

const pathOf = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

function optional<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** QR tail after /qr: storeName/serviceType/orderDueAt, then productId?, then basket/{basketId?}. */
function parseQr(tail: string[]) {
  if (tail.length < 3) return null;
  const [storeName, serviceType, orderDueAt, ...rest] = tail as [string, string, string, ...string[]];
  const basketAt = rest.indexOf('basket');
  const head = basketAt === -1 ? rest : rest.slice(0, basketAt);
  const basketPart = basketAt === -1 ? [] : rest.slice(basketAt + 1);
  if (head.length > 1 || basketPart.length > 1) return null;
  return {
    storeName,
    serviceType,
    orderDueAt,
    basket: basketAt !== -1,
    ...optional({ productId: head[0], basketId: basketPart[0] }),
  };
}

export function parseTail(pathname: string): TailMatch {
  const segments = segmentsOf(pathname);
  if (!segments || segments.length === 0) return { kind: 'not-found', routeName: 'not-found' };

  const store = segments.length === 1 ? STORE_REDIRECT.exec(segments[0]!) : null;
  if (store) return { kind: 'store-redirect', storeName: store[1]! };

  // The right-most keyword whose tail has the right shape wins; everything before it is the base.
  for (let i = segments.length - 1; i >= 0; i--) {
    const base = segments.slice(0, i);
    const tail = segments.slice(i + 1);
    const baseRoute = pathOf(base);
    if (segments[i] === 'survey' && tail.length === 1) {
      const orderId = base.length === 2 && base[0] === 'order' ? base[1] : undefined;
      return { kind: 'survey', routeName: 'survey', baseRoute, surveyId: tail[0]!, ...optional({ orderId }) };
    }
    if (segments[i] === 'locate' && tail.length <= 3) {
      const [storeName, serviceType, orderDueAt] = tail;
      return { kind: 'locate', routeName: 'location', baseRoute, ...optional({ storeName, serviceType, orderDueAt }) };
    }
    if (segments[i] === 'qr') {
      const qr = parseQr(tail);
      if (qr) return { kind: 'qr', routeName: 'qr', baseRoute, ...qr };
    }
  }

  if (segments.every((segment) => SLUG_SEGMENT.test(segment))) {
    return { kind: 'content', routeName: 'cms-content', slug: segments.join('/') };
  }
  return { kind: 'not-found', routeName: 'not-found' };
}
