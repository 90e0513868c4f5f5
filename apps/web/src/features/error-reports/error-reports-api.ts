// The staff page's calls (decision 172): the staff sign-in, then the editor's bearer token on each
// read; auth: false keeps a 401 from touching a signed-in customer's session.
import type { ErrorReport } from '@storefront/contract';
import { callApi, type CallResult } from '../../lib/api/call-api.ts';

export type StaffSignIn = CallResult<'staffLogin'>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const signInStaff = (username: string, password: string): Promise<StaffSignIn> =>
  callApi('staffLogin', { body: { username, password }, auth: false });

/** 403 when the account may not read error reports (a store account). */
export const fetchReader = (token: string) => callApi('staffErrorReportsMe', { headers: bearer(token), auth: false });

export const fetchErrorReports = (token: string, signal?: AbortSignal): Promise<ErrorReport[]> =>
  callApi('staffErrorReports', { headers: bearer(token), signal, auth: false });

export const errorReportKeys = { all: ['error-reports'] as const };
