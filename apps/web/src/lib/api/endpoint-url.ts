// The address of an endpoint the browser opens itself rather than through callApi (an EventSource
// stream), built from the route table by name like every other call, so no path is written by hand.
import { apiUrl, endpointRoutes, fillPath, type EndpointName } from '@storefront/contract/http';
import type { ApiRequest } from '../api-client.ts';
import type { CallRequest } from './call-api.ts';

export type EndpointUrlRequest<K extends EndpointName> = Pick<CallRequest<K>, 'params' | 'query'>;

/** endpointUrl('orderEvents', { params: { orderId }, query: { ticket } }) is '/api/v1/order/<id>/events?ticket=…'. */
export function endpointUrl<K extends EndpointName>(name: K, request: EndpointUrlRequest<K>): string {
  const { params, query } = request as { params?: Record<string, unknown>; query?: ApiRequest['query'] };
  return apiUrl(fillPath(endpointRoutes[name].path, params), query);
}
