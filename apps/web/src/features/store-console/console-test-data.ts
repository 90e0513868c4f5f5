// Test data for the console's tests (imported by tests only).
import type { ConsoleOrder, OrderStatusName } from '@storefront/contract';

export const NEXT: Record<OrderStatusName, OrderStatusName[]> = {
  Received: ['Preparing', 'Cancelled'],
  Preparing: ['Baking', 'Cancelled'],
  Baking: ['QualityCheck', 'Cancelled'],
  QualityCheck: ['Ready', 'Cancelled'],
  Ready: ['Collected', 'Cancelled'],
  OutForDelivery: ['Delivered'],
  Delivered: [],
  Collected: [],
  Cancelled: [],
};

export function consoleOrder(over: Partial<ConsoleOrder> = {}): ConsoleOrder {
  const status = over.status ?? 'Received';
  return {
    orderId: '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10',
    orderReference: 'RR7KD4MX',
    status,
    serviceType: 'Pickup',
    orderDueAt: '2026-05-12T08:45:00Z',
    placedAt: '2026-05-12T08:20:00Z',
    store: { storeId: 1002, code: 'NSW002', name: 'Parramatta', phone: '02 9999 0002', timeZone: 'Australia/Sydney' },
    basketTotal: 3190,
    paymentMethod: 'cash',
    isContactless: false,
    history: [{ status: 'Received', at: '2026-05-12T08:20:00Z', actor: 'customer', reason: null }],
    items: [{ name: 'Hawaiian', quantity: 2, totalPrice: 3190, parts: ['Large', 'Classic crust'] }],
    nextStatuses: NEXT[status],
    customer: { name: 'Sam Guest', mobileNumber: '0412345678', address: null },
    orderNote: 'Extra napkins please',
    payment: { method: 'cash', status: 'Pending', card: null },
    agentName: null,
    ...over,
  };
}
