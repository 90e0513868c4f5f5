// Content cards and in-app messages for the app's engagement tests, checked against the contract.
import {
  contentCardSchema,
  inAppMessageSchema,
  type ContentCard,
  type ContentCardExtras,
  type InAppMessage,
} from '@storefront/contract';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function card(title: string, extras: Partial<ContentCardExtras> = {}, over: Partial<ContentCard> = {}) {
  return contentCardSchema.parse({
    id: uuid(),
    expiresAt: 0,
    viewed: false,
    clicked: false,
    updated: 1,
    created: 1,
    imageUrl: null,
    url: '/offers',
    extras: {
      site_section: 'homepage-hero',
      card_type: 'banner',
      title,
      price_pickup: null,
      price_pickup_strikethrough: null,
      price_pickup_title: null,
      price_delivery: null,
      price_delivery_strikethrough: null,
      price_delivery_title: null,
      sub_title_left: null,
      sub_title_right: null,
      subtitle_separator: null,
      exclude_homepage: false,
      image_only: false,
      todays_offer: false,
      product_id: null,
      upsell_type: null,
      default: false,
      sequence: 1,
      ...extras,
    },
    ...over,
  });
}

export function message(header: string, over: Partial<InAppMessage> = {}): InAppMessage {
  return inAppMessageSchema.parse({
    id: uuid(),
    kind: 'general',
    header,
    message: `${header} message`,
    buttonText: null,
    url: null,
    stores: [],
    extras: { campaignType: null },
    viewed: false,
    ...over,
  });
}
