// The customer's answer to a line the store found out of stock (docs/out-of-stock.md), proven like
// the status call: a basket session this tab knows for the order, else the signed-in customer.
import type { OrderStatusView, OutOfStockChoice } from '@storefront/contract';
import { BASKET_SESSION_HEADER } from '@storefront/contract/http';
import { ApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api/call-api.ts';
import { knownSessionIds } from './order-api.ts';

export async function answerStockQuestion(
  orderId: string,
  questionId: string,
  choice: OutOfStockChoice,
): Promise<OrderStatusView> {
  const params = { orderId, questionId };
  for (const sessionId of knownSessionIds(orderId)) {
    try {
      return await callApi('orderStockChoice', {
        params,
        headers: { [BASKET_SESSION_HEADER]: sessionId },
        body: { choice },
        auth: false,
      });
    } catch (error) {
      // Another basket's session: the next one, then the customer's own token.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return callApi('orderStockChoice', { params, body: { choice } });
}
