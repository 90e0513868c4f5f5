// The store console's funnel call: today's visits by step, from the analytics collector.
import type { AnalyticsFunnel } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';

export const fetchFunnel = (token: string, signal?: AbortSignal, date?: string): Promise<AnalyticsFunnel> =>
  callApi('staffAnalyticsFunnel', {
    query: date ? { date } : {},
    headers: { authorization: `Bearer ${token}` },
    signal,
    // The console's own credential: its 401 must not touch a customer's sign-in.
    auth: false,
  });
