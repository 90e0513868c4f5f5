// A basket as the API answers it, for the checkout's tests.
import type { Basket, StorePaymentOption } from '@storefront/contract';
import { basketItem, storeInfoFixture } from '../../test/basket-fixtures.ts';

const option = (
  paymentOption: StorePaymentOption['paymentOption'],
  sortOrder: number,
  maxOrderCharge: number | null = null,
) => ({ paymentOption, status: 'Active', sortOrder, maxOrderCharge }) as StorePaymentOption;

export const ALL_OPTIONS: StorePaymentOption[] = [
  option('SavedCard', 10),
  option('CreditCard', 20),
  option('ClickToPay', 30),
  option('Cash', 40, 15_000),
  option('MobileEftpos', 50),
  option('ApplePay', 60),
  option('GooglePay', 70),
  option('PayPal', 80),
  option('PayPalPayIn4', 90, 150_000),
  option('Zip', 100, 100_000),
  option('Afterpay', 110, 100_000),
  option('Free', 120),
];

export function testBasket(overrides: Partial<Basket> = {}, storeInfo: Partial<Basket['storeInfo']> = {}): Basket {
  return {
    basketId: '3f0c1a52-7a3c-4f55-9a55-0c3a6f1c2b11',
    createdAt: '2026-11-24T18:00:00+11:00',
    channelType: 'Web',
    channelName: 'Red Roof Pizza Web',
    externalReference: null,
    serviceType: 'Pickup',
    orderDueAt: '2026-11-24T18:21:00+11:00',
    isAsap: true,
    storeInfo: storeInfoFixture({ paymentOptions: ALL_OPTIONS, ...storeInfo }),
    deliveryAddress: null,
    customerInfo: null,
    basketItems: [
      basketItem({
        basketItemId: 'line-1',
        quantity: 2,
        unitPrice: 1195,
        basketItemParts: [],
        choice: { productId: 1003, quantity: 2 },
      }),
    ],
    groupedBasketItems: [],
    serviceCharges: [],
    basketTotal: 2390,
    basketSubTotal: 2390,
    discount: 0,
    totalSavings: 0,
    paymentInfo: null,
    orderNote: null,
    tags: [],
    messages: [],
    upsells: [],
    vouchers: [],
    maxAlcoholUnits: 6,
    sessionId: 'sid-123',
    ...overrides,
  };
}
