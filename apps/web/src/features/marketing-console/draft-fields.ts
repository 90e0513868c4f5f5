// What the console's forms hold (text, as typed) and how it becomes the contract's bodies: prices
// typed in dollars become cents, local date-times become instants, and a gap or a malformed value
// is named at its field before anything is sent, in the contract's limits and plain words.
import {
  CAMPAIGN_TYPE_PATTERN,
  ENGAGEMENT_LIMITS,
  isSafeLinkUrl,
  type ContentCardExtras,
  type ContentCardSection,
  type EngagementSegment,
  type NewContentCard,
  type NewInAppMessage,
} from '@storefront/contract';
import { formatCents } from '@storefront/domain';

export type FieldErrors = Record<string, string>;

export interface SegmentDraft {
  segmentKind: EngagementSegment['kind'];
  segmentStoreId: string;
  segmentState: string;
  segmentMinOrders: string;
  startsAt: string;
  endsAt: string;
}

export interface CardDraft extends SegmentDraft {
  section: ContentCardSection;
  cardType: ContentCardExtras['card_type'];
  title: string;
  subTitleLeft: string;
  subTitleRight: string;
  separator: string;
  pricePickup: string;
  pricePickupWas: string;
  pricePickupTitle: string;
  priceDelivery: string;
  priceDeliveryWas: string;
  priceDeliveryTitle: string;
  productId: string;
  upsellType: '' | NonNullable<ContentCardExtras['upsell_type']>;
  sequence: string;
  imageOnly: boolean;
  excludeHomepage: boolean;
  todaysOffer: boolean;
  isDefault: boolean;
  url: string;
  imageUrl: string;
  /** A local date-time; empty means it never expires (expiresAt 0). */
  expiresAt: string;
}

export interface MessageDraft extends SegmentDraft {
  kind: NewInAppMessage['kind'];
  header: string;
  message: string;
  buttonText: string;
  url: string;
  stores: number[];
  campaignType: string;
}

const SEGMENT_DEFAULTS: SegmentDraft = {
  segmentKind: 'all',
  segmentStoreId: '',
  segmentState: 'NSW',
  segmentMinOrders: '1',
  startsAt: '',
  endsAt: '',
};

export const EMPTY_CARD: CardDraft = {
  ...SEGMENT_DEFAULTS,
  section: 'homepage-hero',
  cardType: 'banner',
  title: '',
  subTitleLeft: '',
  subTitleRight: '',
  separator: '',
  pricePickup: '',
  pricePickupWas: '',
  pricePickupTitle: '',
  priceDelivery: '',
  priceDeliveryWas: '',
  priceDeliveryTitle: '',
  productId: '',
  upsellType: '',
  sequence: '1',
  imageOnly: false,
  excludeHomepage: false,
  todaysOffer: false,
  isDefault: false,
  url: '',
  imageUrl: '',
  expiresAt: '',
};

export const EMPTY_MESSAGE: MessageDraft = {
  ...SEGMENT_DEFAULTS,
  kind: 'general',
  header: '',
  message: '',
  buttonText: '',
  url: '',
  stores: [],
  campaignType: '',
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

const { titleMax, textMax, urlMax, separatorMax, campaignTypeMax } = ENGAGEMENT_LIMITS;

/** Each text field's longest value (its input's maxLength), as the contract allows it. */
export const MAX_LENGTHS = {
  title: titleMax,
  subTitleLeft: titleMax,
  subTitleRight: titleMax,
  separator: separatorMax,
  pricePickupTitle: titleMax,
  priceDeliveryTitle: titleMax,
  url: urlMax,
  imageUrl: urlMax,
  header: titleMax,
  message: textMax,
  buttonText: titleMax,
  campaignType: campaignTypeMax,
} as const satisfies Partial<Record<keyof CardDraft | keyof MessageDraft, number>>;

export const fieldMessages = {
  tooLong: (max: number) => `Use at most ${max} characters.`,
  link: 'Enter a path starting with / or an https:// address.',
  dollars: 'Enter an amount in dollars, like 14.95.',
  tooDear: `Enter at most ${formatCents(ENGAGEMENT_LIMITS.priceMaxCents)}.`,
  sequence: `Enter a whole number from 0 to ${ENGAGEMENT_LIMITS.sequenceMax}.`,
  minOrders: `Enter a whole number of orders, 1 to ${ENGAGEMENT_LIMITS.minOrdersMax}.`,
  expired: 'This time has already passed. Choose a later one, or leave it empty to never expire.',
  expiresBeforeStart: 'Choose an expiry after the start.',
  ended: 'This time has already passed. Choose a later one, or leave it empty for no end.',
} as const;

/** Names a text field longer than the contract allows, counted as the server counts it. */
function checkLength(
  draft: Partial<Record<keyof typeof MAX_LENGTHS, unknown>>,
  key: keyof typeof MAX_LENGTHS,
  errors: FieldErrors,
) {
  const value = draft[key];
  if (typeof value !== 'string') return;
  // The separator is sent as typed (its spaces count); the rest are trimmed.
  if ((key === 'separator' ? value : value.trim()).length > MAX_LENGTHS[key]) {
    errors[key] ??= fieldMessages.tooLong(MAX_LENGTHS[key]);
  }
}

/** An optional link: empty, or a path in the app or an https address (the server's rule). */
function checkLink(draft: { url: string; imageUrl?: string }, key: 'url' | 'imageUrl', errors: FieldErrors) {
  const value = (draft[key] ?? '').trim();
  if (value && !isSafeLinkUrl(value)) errors[key] ??= fieldMessages.link;
}

/** '14.95' is 1495 cents; '' is null; anything else is undefined (an error). */
export function dollarsToCents(text: string): number | null | undefined {
  const value = text.trim().replace(/^\$/, '');
  if (!value) return null;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, part = ''] = value.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** A datetime-local value as an instant; '' is null; an unreadable one is undefined. */
function instant(text: string): string | null | undefined {
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

function whole(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;
}

function segmentOf(draft: SegmentDraft, errors: FieldErrors): EngagementSegment {
  switch (draft.segmentKind) {
    case 'store': {
      const storeId = whole(draft.segmentStoreId, 1);
      if (storeId === undefined) errors.segmentStoreId = 'Choose the store.';
      return { kind: 'store', storeId: storeId ?? 0 };
    }
    case 'state':
      return { kind: 'state', state: draft.segmentState as Extract<EngagementSegment, { kind: 'state' }>['state'] };
    case 'min-orders': {
      const minOrders = whole(draft.segmentMinOrders, 1, ENGAGEMENT_LIMITS.minOrdersMax);
      if (minOrders === undefined) errors.segmentMinOrders = fieldMessages.minOrders;
      return { kind: 'min-orders', minOrders: minOrders ?? 1 };
    }
    default:
      return { kind: draft.segmentKind };
  }
}

function scheduleOf(draft: SegmentDraft, errors: FieldErrors, now: number) {
  const startsAt = instant(draft.startsAt);
  const endsAt = instant(draft.endsAt);
  if (startsAt === undefined) errors.startsAt = 'Enter a date and time.';
  if (endsAt === undefined) errors.endsAt = 'Enter a date and time.';
  // An end already passed would be scheduled yet never shown; the server refuses it too.
  if (endsAt && Date.parse(endsAt) <= now) errors.endsAt = fieldMessages.ended;
  else if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    errors.endsAt = 'The end must be after the start.';
  return { startsAt: startsAt ?? null, endsAt: endsAt ?? null };
}

/** The card's extras as far as they can be read, for the preview and the body. */
export function cardExtras(draft: CardDraft, errors: FieldErrors = {}): ContentCardExtras {
  const price = (field: keyof CardDraft & string) => {
    const text = String(draft[field]).trim();
    const cents = dollarsToCents(text);
    // Digits too many for dollarsToCents are still an amount: say the real limit.
    const amount = /^\$?\d+(\.\d{1,2})?$/.test(text) ? Number(text.replace(/^\$/, '')) * 100 : cents;
    const tooDear = typeof amount === 'number' && amount > ENGAGEMENT_LIMITS.priceMaxCents;
    if (tooDear) errors[field] = fieldMessages.tooDear;
    else if (cents === undefined) errors[field] = fieldMessages.dollars;
    return tooDear ? null : (cents ?? null);
  };
  const sequence = whole(draft.sequence, 0, ENGAGEMENT_LIMITS.sequenceMax);
  if (sequence === undefined) errors.sequence = fieldMessages.sequence;
  const productId = draft.productId.trim() ? whole(draft.productId, 1) : null;
  if (productId === undefined) errors.productId = 'Enter the product number.';
  return {
    site_section: draft.section,
    card_type: draft.cardType,
    title: draft.title.trim(),
    price_pickup: price('pricePickup'),
    price_pickup_strikethrough: price('pricePickupWas'),
    price_pickup_title: orNull(draft.pricePickupTitle),
    price_delivery: price('priceDelivery'),
    price_delivery_strikethrough: price('priceDeliveryWas'),
    price_delivery_title: orNull(draft.priceDeliveryTitle),
    sub_title_left: orNull(draft.subTitleLeft),
    sub_title_right: orNull(draft.subTitleRight),
    subtitle_separator: draft.separator ? draft.separator : null,
    exclude_homepage: draft.excludeHomepage,
    image_only: draft.imageOnly,
    todays_offer: draft.todaysOffer,
    product_id: productId ?? null,
    upsell_type: draft.upsellType || null,
    default: draft.isDefault,
    sequence: sequence ?? 0,
  };
}

/** `now` (epoch ms) is when the card is sent: an expiry or end at or before it is named. */
export function toNewCard(draft: CardDraft, now = Date.now()): { card: NewContentCard; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const extras = cardExtras(draft, errors);
  if (!extras.title) errors.title = 'Enter a title.';
  for (const key of [
    'title',
    'subTitleLeft',
    'subTitleRight',
    'separator',
    'pricePickupTitle',
    'priceDeliveryTitle',
  ] as const)
    checkLength(draft, key, errors);
  for (const key of ['url', 'imageUrl'] as const) {
    checkLength(draft, key, errors);
    checkLink(draft, key, errors);
  }
  const expiresAt = instant(draft.expiresAt);
  if (expiresAt === undefined) errors.expiresAt = 'Enter a date and time.';
  if (draft.imageOnly && !draft.imageUrl.trim()) errors.imageUrl = 'An image-only card needs its image.';
  const schedule = scheduleOf(draft, errors, now);
  // A card already expired, or expiring before its start, would be scheduled yet never shown.
  if (expiresAt && Date.parse(expiresAt) <= now) errors.expiresAt = fieldMessages.expired;
  else if (expiresAt && schedule.startsAt && Date.parse(expiresAt) <= Date.parse(schedule.startsAt))
    errors.expiresAt = fieldMessages.expiresBeforeStart;
  const card: NewContentCard = {
    imageUrl: orNull(draft.imageUrl),
    url: orNull(draft.url),
    // No expiry is 0 (never expires): null would be always expired (spec document 1 section 4).
    expiresAt: expiresAt ? Date.parse(expiresAt) : 0,
    extras,
    segment: segmentOf(draft, errors),
    schedule,
  };
  return { card, errors };
}

export function toNewMessage(draft: MessageDraft, now = Date.now()): { message: NewInAppMessage; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!draft.header.trim()) errors.header = 'Enter a heading.';
  if (!draft.message.trim()) errors.message = 'Enter the message.';
  for (const key of ['header', 'message', 'buttonText', 'url'] as const) checkLength(draft, key, errors);
  checkLink(draft, 'url', errors);
  if (draft.kind === 'contactless' && draft.stores.length === 0) errors.stores = 'Choose at least one store.';
  if (draft.kind === 'campaign' && !CAMPAIGN_TYPE_PATTERN.test(draft.campaignType.trim())) {
    errors.campaignType = `Enter the campaign type in lower-case letters, digits and dashes (at most ${campaignTypeMax}).`;
  }
  const message: NewInAppMessage = {
    kind: draft.kind,
    header: draft.header.trim(),
    message: draft.message.trim(),
    buttonText: orNull(draft.buttonText),
    url: orNull(draft.url),
    stores: draft.kind === 'contactless' ? draft.stores : [],
    extras: { campaignType: draft.kind === 'campaign' ? draft.campaignType.trim() : null },
    segment: segmentOf(draft, errors),
    schedule: scheduleOf(draft, errors, now),
  };
  return { message, errors };
}

/** The server's field names (body.extras.title) as the form's (title), for a 400's errors. */
const SERVER_FIELDS: Record<string, string> = {
  'body.extras.title': 'title',
  'body.extras.sub_title_left': 'subTitleLeft',
  'body.extras.sub_title_right': 'subTitleRight',
  'body.extras.subtitle_separator': 'separator',
  'body.extras.price_pickup': 'pricePickup',
  'body.extras.price_pickup_strikethrough': 'pricePickupWas',
  'body.extras.price_pickup_title': 'pricePickupTitle',
  'body.extras.price_delivery': 'priceDelivery',
  'body.extras.price_delivery_strikethrough': 'priceDeliveryWas',
  'body.extras.price_delivery_title': 'priceDeliveryTitle',
  'body.extras.product_id': 'productId',
  'body.extras.sequence': 'sequence',
  'body.url': 'url',
  'body.imageUrl': 'imageUrl',
  'body.expiresAt': 'expiresAt',
  'body.header': 'header',
  'body.message': 'message',
  'body.buttonText': 'buttonText',
  'body.stores': 'stores',
  'body.extras.campaignType': 'campaignType',
  'body.schedule.endsAt': 'endsAt',
  'body.schedule.startsAt': 'startsAt',
};

export function serverFieldErrors(errors: { field: string; message: string }[]): FieldErrors {
  const named: FieldErrors = {};
  for (const error of errors) {
    const field = SERVER_FIELDS[error.field];
    if (field) named[field] ??= error.message;
  }
  return named;
}
