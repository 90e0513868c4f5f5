import { analyticsEventSchema } from '@storefront/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { basket, basketItem, meal } from '../../test/basket-fixtures.ts';
import { EMPTY_ATTRIBUTION } from '../session/session-store.ts';
import { takeQueuedEvents } from '../analytics.ts';
import { trackCampaign } from './campaign.ts';
import { trackCartChange } from './cart-events.ts';
import { trackBeginCheckout, trackPurchase } from './order-events.ts';

// Every event tracked here must pass the collector's schema, or the whole batch would be refused.
const tracked = () => takeQueuedEvents(Infinity).map((event) => analyticsEventSchema.parse(event));

beforeEach(() => {
  takeQueuedEvents(Infinity);
  window.dataLayer = [];
});

describe('cart events from basket calls', () => {
  it('tracks adds and removes of lines and meals, and nothing for other calls', () => {
    trackCartChange('addBasketItem', { body: { productId: 12, quantity: 2 } });
    trackCartChange('addBasketMeal', { body: { productId: 300, quantity: 1, slots: [] } });
    trackCartChange('removeBasketItem', { params: { basketItemId: 'line-1' } });
    trackCartChange('removeBasketMeal', { params: { groupedBasketItemId: 'meal-1' } });
    trackCartChange('clearBasketItems', undefined);
    trackCartChange('applyVoucher', { params: { code: 'X' } });
    expect(tracked()).toEqual([
      expect.objectContaining({ event: 'add_to_cart', kind: 'item', productId: 12, quantity: 2 }),
      expect.objectContaining({ event: 'add_to_cart', kind: 'meal', productId: 300, quantity: 1 }),
      expect.objectContaining({ event: 'remove_from_cart', kind: 'item', basketItemId: 'line-1' }),
      expect.objectContaining({ event: 'remove_from_cart', kind: 'meal', basketItemId: 'meal-1' }),
      expect.objectContaining({ event: 'remove_from_cart', kind: 'all', basketItemId: null }),
    ]);
  });
});

describe('checkout and purchase', () => {
  it('reports the basket total and its items counted by quantity', () => {
    const cart = basket({
      basketItems: [basketItem({ quantity: 2 }), basketItem({ basketItemId: 'b2', quantity: 1 })],
      groupedBasketItems: [meal({ quantity: 1 })],
      basketTotal: 4590,
    });
    trackBeginCheckout(cart);
    trackPurchase('order-1', cart);
    trackPurchase('order-2', null);
    expect(tracked()).toEqual([
      expect.objectContaining({ event: 'begin_checkout', basketId: cart.basketId, totalCents: 4590, itemCount: 4 }),
      expect.objectContaining({ event: 'purchase', orderId: 'order-1', totalCents: 4590 }),
      expect.objectContaining({ event: 'purchase', orderId: 'order-2', totalCents: null }),
    ]);
  });
});

describe('campaign details', () => {
  it('are sent only when source, medium and campaign all came with the visit', () => {
    trackCampaign({ ...EMPTY_ATTRIBUTION, last_source: 'news', last_medium: 'email' });
    trackCampaign({
      ...EMPTY_ATTRIBUTION,
      last_source: 'news',
      last_medium: 'email',
      last_campaign: 'spring',
      last_term: 'pizza',
    });
    expect(tracked()).toEqual([
      expect.objectContaining({
        event: 'campaign_details',
        source: 'news',
        medium: 'email',
        campaign: 'spring',
        term: 'pizza',
        content: null,
      }),
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'campaign_details', source: 'news', medium: 'email', campaign: 'spring', term: 'pizza', content: null },
    ]);
  });
});
