// A scheduled card or message back in the form's terms, for changing it: cents as dollars, instants
// as the browser's local date-times (what a datetime-local input holds), numbers as typed text.
import type { ConsoleContentCard, ConsoleInAppMessage, EngagementSegment } from '@storefront/contract';
import { EMPTY_CARD, EMPTY_MESSAGE, type CardDraft, type MessageDraft, type SegmentDraft } from './draft-fields.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's zone ('' for none); seconds are dropped. */
export function localDateTime(at: string | number | null): string {
  if (at === null) return '';
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 2495 cents is '24.95'; null is ''. */
export const centsToDollars = (cents: number | null) =>
  cents === null ? '' : `${Math.floor(cents / 100)}.${pad(cents % 100)}`;

function segmentDraft(item: {
  segment: EngagementSegment;
  schedule: { startsAt: string | null; endsAt: string | null };
}): SegmentDraft {
  const { segment } = item;
  return {
    segmentKind: segment.kind,
    segmentStoreId: segment.kind === 'store' ? String(segment.storeId) : '',
    segmentState: segment.kind === 'state' ? segment.state : EMPTY_CARD.segmentState,
    segmentMinOrders: segment.kind === 'min-orders' ? String(segment.minOrders) : EMPTY_CARD.segmentMinOrders,
    startsAt: localDateTime(item.schedule.startsAt),
    endsAt: localDateTime(item.schedule.endsAt),
  };
}

export function cardDraftOf(card: ConsoleContentCard): CardDraft {
  const { extras } = card;
  return {
    ...segmentDraft(card),
    section: extras.site_section,
    cardType: extras.card_type,
    title: extras.title,
    subTitleLeft: extras.sub_title_left ?? '',
    subTitleRight: extras.sub_title_right ?? '',
    separator: extras.subtitle_separator ?? '',
    pricePickup: centsToDollars(extras.price_pickup),
    pricePickupWas: centsToDollars(extras.price_pickup_strikethrough),
    pricePickupTitle: extras.price_pickup_title ?? '',
    priceDelivery: centsToDollars(extras.price_delivery),
    priceDeliveryWas: centsToDollars(extras.price_delivery_strikethrough),
    priceDeliveryTitle: extras.price_delivery_title ?? '',
    productId: extras.product_id === null ? '' : String(extras.product_id),
    upsellType: extras.upsell_type ?? '',
    sequence: String(extras.sequence),
    imageOnly: extras.image_only,
    excludeHomepage: extras.exclude_homepage,
    todaysOffer: extras.todays_offer,
    isDefault: extras.default,
    url: card.url ?? '',
    imageUrl: card.imageUrl ?? '',
    // 0 never expires (the form's empty); a changeable card is never null (always expired).
    expiresAt: card.expiresAt ? localDateTime(card.expiresAt) : '',
  };
}

export function messageDraftOf(message: ConsoleInAppMessage): MessageDraft {
  return {
    ...EMPTY_MESSAGE,
    ...segmentDraft(message),
    kind: message.kind,
    header: message.header,
    message: message.message,
    buttonText: message.buttonText ?? '',
    url: message.url ?? '',
    stores: message.stores,
    campaignType: message.extras.campaignType ?? '',
  };
}
