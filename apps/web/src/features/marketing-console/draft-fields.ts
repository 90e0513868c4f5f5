// What the console's forms hold (text, as typed) and how it becomes the contract's bodies: prices
// typed in dollars become cents, local date-times become instants, and a gap or a malformed value
// is named at its field before anything is sent.
import type {
  ContentCardExtras,
  ContentCardSection,
  EngagementSegment,
  NewContentCard,
  NewInAppMessage,
} from '@storefront/contract';

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

function whole(text: string, min: number): number | undefined {
  return /^\d+$/.test(text.trim()) && Number(text) >= min ? Number(text) : undefined;
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
      const minOrders = whole(draft.segmentMinOrders, 1);
      if (minOrders === undefined) errors.segmentMinOrders = 'Enter a whole number of orders, 1 or more.';
      return { kind: 'min-orders', minOrders: minOrders ?? 1 };
    }
    default:
      return { kind: draft.segmentKind };
  }
}

function scheduleOf(draft: SegmentDraft, errors: FieldErrors) {
  const startsAt = instant(draft.startsAt);
  const endsAt = instant(draft.endsAt);
  if (startsAt === undefined) errors.startsAt = 'Enter a date and time.';
  if (endsAt === undefined) errors.endsAt = 'Enter a date and time.';
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    errors.endsAt = 'The end must be after the start.';
  return { startsAt: startsAt ?? null, endsAt: endsAt ?? null };
}

/** The card's extras as far as they can be read, for the preview and the body. */
export function cardExtras(draft: CardDraft, errors: FieldErrors = {}): ContentCardExtras {
  const price = (field: keyof CardDraft & string) => {
    const cents = dollarsToCents(String(draft[field]));
    if (cents === undefined) errors[field] = 'Enter an amount in dollars, like 14.95.';
    return cents ?? null;
  };
  const sequence = whole(draft.sequence, 0);
  if (sequence === undefined) errors.sequence = 'Enter a whole number, 0 or more.';
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

export function toNewCard(draft: CardDraft): { card: NewContentCard; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const extras = cardExtras(draft, errors);
  if (!extras.title) errors.title = 'Enter a title.';
  const expiresAt = instant(draft.expiresAt);
  if (expiresAt === undefined) errors.expiresAt = 'Enter a date and time.';
  if (draft.imageOnly && !draft.imageUrl.trim()) errors.imageUrl = 'An image-only card needs its image.';
  const card: NewContentCard = {
    imageUrl: orNull(draft.imageUrl),
    url: orNull(draft.url),
    // No expiry is 0 (never expires): null would be always expired (spec document 1 section 4).
    expiresAt: expiresAt ? Date.parse(expiresAt) : 0,
    extras,
    segment: segmentOf(draft, errors),
    schedule: scheduleOf(draft, errors),
  };
  return { card, errors };
}

export function toNewMessage(draft: MessageDraft): { message: NewInAppMessage; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!draft.header.trim()) errors.header = 'Enter a heading.';
  if (!draft.message.trim()) errors.message = 'Enter the message.';
  if (draft.kind === 'contactless' && draft.stores.length === 0) errors.stores = 'Choose at least one store.';
  if (draft.kind === 'campaign' && !/^[a-z0-9-]{1,60}$/.test(draft.campaignType.trim())) {
    errors.campaignType = 'Enter the campaign type in lower-case letters, digits and dashes.';
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
    schedule: scheduleOf(draft, errors),
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
