// Basket answers for the cart, upsell and basket-rule tests, shaped as the API answers them.
import type { Basket, BasketItemView, GroupedBasketItemView } from '@storefront/contract';

export function basketItem(over: Partial<BasketItemView> = {}): BasketItemView {
  const quantity = over.quantity ?? 1;
  const unitPrice = over.unitPrice ?? 1995;
  return {
    basketItemId: 'item-1',
    productId: 1003,
    slug: 'pepperoni',
    quantity,
    unitPrice,
    totalPrice: unitPrice * quantity,
    productType: 'Pizzas',
    paymentType: 'Standard',
    alcoholUnits: 0,
    isFreePromoDrink: false,
    isCustomisable: true,
    name: 'Pepperoni',
    voucherCode: null,
    basketItemParts: [
      {
        productId: 1003,
        quantity: 1,
        size: 2,
        sizeName: 'Large',
        name: 'Large',
        category: 'Size',
        totalPrice: 1195,
        isDefault: false,
      },
      {
        productId: 703,
        quantity: 1,
        size: 2,
        sizeName: 'Large',
        name: 'Stuffed Crust',
        category: 'Base',
        totalPrice: 400,
        isDefault: false,
      },
      {
        productId: 601,
        quantity: 1,
        size: null,
        sizeName: null,
        name: 'Tomato',
        category: 'Sauce',
        totalPrice: 0,
        isDefault: true,
      },
      {
        productId: 502,
        quantity: 1,
        size: null,
        sizeName: null,
        name: 'Pepperoni',
        category: 'Topping',
        totalPrice: 0,
        isDefault: true,
      },
      {
        productId: 503,
        quantity: 2,
        size: null,
        sizeName: null,
        name: 'Bacon',
        category: 'Topping',
        totalPrice: 500,
        isDefault: false,
      },
    ],
    removedParts: [
      {
        productId: 541,
        quantity: 0,
        size: null,
        sizeName: null,
        name: 'Mozzarella',
        category: 'Topping',
        totalPrice: 0,
        isDefault: true,
      },
    ],
    surcharge: null,
    basketItems: [],
    choice: { productId: 1003, quantity, sizeId: 2, baseId: 703 },
    ...over,
  };
}

export const paleAle = (over: Partial<BasketItemView> = {}) =>
  basketItem({
    basketItemId: 'ale',
    productId: 3101,
    slug: 'pale-ale-375ml-can',
    name: 'Pale Ale 375ml Can',
    productType: 'Alcohol',
    alcoholUnits: 1.4,
    isCustomisable: false,
    unitPrice: 650,
    basketItemParts: [],
    removedParts: [],
    choice: { productId: 3101, quantity: over.quantity ?? 1 },
    ...over,
  });

export function meal(over: Partial<GroupedBasketItemView> = {}): GroupedBasketItemView {
  const pizza = basketItem({
    basketItemId: 'g1:1:0',
    quantity: 2,
    unitPrice: 0,
    basketItemParts: [],
    removedParts: [],
  });
  const bread = basketItem({
    basketItemId: 'g1:2:0',
    productId: 2001,
    slug: 'garlic-bread',
    name: 'Garlic Bread',
    productType: 'Sides',
    isCustomisable: false,
    unitPrice: 0,
    basketItemParts: [],
    removedParts: [],
    choice: { productId: 2001, quantity: 1 },
  });
  return {
    groupedBasketItemId: 'g1',
    productId: 7001,
    slug: 'family-feast',
    name: 'Family Feast',
    quantity: 1,
    unitPrice: 4495,
    totalPrice: 4495,
    savings: 500,
    paymentType: 'Standard',
    basketItems: [pizza, bread],
    isVoucher: false,
    voucherCode: null,
    voucherId: null,
    ignoreMinSpend: false,
    ableToSwap: true,
    slots: [
      { slotId: 1, name: 'Large Pizzas', basketItemIds: ['g1:1:0'] },
      { slotId: 2, name: 'Side', basketItemIds: ['g1:2:0'] },
    ],
    fulfilledProduct: { productId: 7001, slug: 'family-feast', name: 'Family Feast', productType: 'Meals' },
    ...over,
  };
}

/** Parramatta (NSW002) as a basket's storeInfo: the store every component test orders from. */
export function storeInfoFixture(over: Partial<Basket['storeInfo']> = {}): Basket['storeInfo'] {
  return {
    storeId: 1002,
    name: 'Red Roof Pizza Parramatta',
    merchantId: 'RRP001002',
    paymentOptions: [],
    pod: { occasion: 'Standard', sector: 'Metro', deliveryAdjustmentMinutes: 0 },
    isContactless: true,
    minimumDeliveryOrderValue: 2000,
    minimumPickupOrderValue: 0,
    canAcceptOnlineOrders: true,
    canAcceptOnlineCreditCards: true,
    canAcceptOnlineAmexCheckout: true,
    canAcceptOnlineVisaCheckout: true,
    code: 'NSW002',
    storeName: 'parramatta',
    timeZone: 'Australia/Sydney',
    isPOSOnline: true,
    promiseTimeMinutes: 20,
    ...over,
  };
}

export function basket(over: Partial<Basket> = {}): Basket {
  const basketItems = over.basketItems ?? [basketItem()];
  const groupedBasketItems = over.groupedBasketItems ?? [];
  const subTotal =
    basketItems.reduce((s, i) => s + i.totalPrice, 0) + groupedBasketItems.reduce((s, g) => s + g.totalPrice, 0);
  return {
    basketId: '7d0d7a55-3f1e-4c39-9a39-6a0c0d6f0b1a',
    createdAt: '2025-06-21T18:00:00+10:00',
    channelType: 'Web',
    channelName: 'Red Roof Pizza Web',
    externalReference: null,
    serviceType: 'Pickup',
    orderDueAt: '2025-06-21T18:30:00+10:00',
    isAsap: true,
    storeInfo: storeInfoFixture(),
    deliveryAddress: null,
    customerInfo: null,
    basketItems,
    groupedBasketItems,
    serviceCharges: [],
    basketTotal: subTotal,
    basketSubTotal: subTotal,
    discount: 0,
    totalSavings: groupedBasketItems.reduce((s, g) => s + g.savings, 0),
    paymentInfo: null,
    orderNote: null,
    tags: [],
    messages: [],
    upsells: [],
    vouchers: [],
    maxAlcoholUnits: 6,
    sessionId: 'session-1',
    ...over,
  } as Basket;
}
