// An order as GET /order/{id}/status answers it, for the order page, tracker and console tests.
import type { OrderLine, OrderStatusView, PlacedOrder } from '@storefront/contract';

export const ORDER_ID = '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10';

export const orderLine = (over: Partial<OrderLine> = {}): OrderLine => ({
  name: 'Hawaiian',
  quantity: 2,
  totalPrice: 3190,
  voucherCode: null,
  details: ['Large', 'Pan', 'Tomato sauce'],
  halves: [],
  items: [],
  ...over,
});

/** A pickup placed 6:20 pm Tue 12 May (Sydney), promised for 6:45 pm. */
export function orderView(over: Partial<OrderStatusView> = {}): OrderStatusView {
  const status = over.status ?? 'Received';
  return {
    orderId: ORDER_ID,
    orderReference: 'RR7KD4MX',
    status,
    serviceType: 'Pickup',
    orderDueAt: '2026-05-12T18:21:00+10:00',
    isAsap: true,
    promisedAt: '2026-05-12T18:45:00+10:00',
    placedAt: '2026-05-12T18:20:00+10:00',
    store: {
      storeId: 1002,
      code: 'NSW002',
      name: 'Parramatta',
      phone: '02 9999 0002',
      timeZone: 'Australia/Sydney',
      address: '368 Albert Street, Parramatta NSW 2150',
      todayHours: [{ openingTime: '2026-05-12T11:00:00+10:00', closingTime: '2026-05-12T23:00:00+10:00' }],
    },
    deliveryAddress: null,
    orderNote: null,
    basketTotal: 3190,
    paymentMethod: 'cash',
    isContactless: false,
    history: [{ status: 'Received', at: '2026-05-12T18:20:00+10:00', actor: 'customer', reason: null }],
    items: [orderLine()],
    receipt: {
      basketSubTotal: 3190,
      serviceCharges: [],
      vouchers: [],
      discount: 0,
      basketTotal: 3190,
      totalSavings: 0,
    },
    nextStatuses: ['Preparing', 'Cancelled'],
    ...over,
  };
}

/** An order as orders/{method} and payerAuth answer it (201). */
export const placedOrder = (over: Partial<PlacedOrder> = {}): PlacedOrder => ({
  orderId: ORDER_ID,
  orderReference: 'RR7KD4MX',
  basketId: '3f0c1a52-7a3c-4f55-9a55-0c3a6f1c2b11',
  status: 'Received',
  basketTotal: 2390,
  paymentMethod: 'cash',
  orderRegister: 'order-guest',
  ...over,
});
