// Spin-to-win's calls (decision 197): the wheel with its published odds, and the spin, which the
// server decides. The bearer token goes with both when the customer is signed in.
import type { SpinOutcome, SpinWheel } from '@storefront/contract';
import { ApiError, isProblem } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api/call-api.ts';

export const spinWheelKey = (customerId: string | null) => ['spin-to-win', customerId] as const;

export const fetchSpinWheel = (signal?: AbortSignal): Promise<SpinWheel> =>
  callApi('spinWheel', { query: {}, ...(signal ? { signal } : {}) });

export const spinTheWheel = (campaign: string): Promise<SpinOutcome> => callApi('spin', { body: { campaign } });

/** 404 NoSpinCampaign: nothing is running (the page's empty state, not an error). */
export const isNoCampaign = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The server's own sentence for a refused spin (already spun, ended ...), else a general one. */
export function spinErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && isProblem(error.data)) return error.data.message;
  return fallback;
}
