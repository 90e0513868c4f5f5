// Test data for the console's tests (imported by tests only).
import type { ConsoleOrder, OrderStatusName } from '@storefront/contract';
import { orderView } from '../../test/order-fixtures.ts';

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
    ...orderView({ status, nextStatuses: NEXT[status] }),
    customer: { name: 'Sam Guest', mobileNumber: '0412345678', address: null },
    orderNote: 'Extra napkins please',
    payment: { method: 'cash', status: 'pay-in-store', card: null },
    agentName: null,
    ...over,
  };
}
