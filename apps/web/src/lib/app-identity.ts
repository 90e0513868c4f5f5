// Who is asking, as the disposition payload says it (spec document 2, section 3): the signed-in
// customer's ids, or the nil user id (all zeros, section 9) for a guest, and the app's type and
// version. The server takes a customer id only from a verified token; these are the app's report.
import { NIL_USER_ID } from '@storefront/contract/http';
import { APP_VERSION } from './app-version.ts';
import { platform } from './platform/index.ts';
import { useAuthStore, type CustomerSummary } from './session/auth-store.ts';

export type AppType = 'Web' | 'Native';

export interface AppIdentity {
  customerId: string | null;
  userId: string;
  appType: AppType;
  appVersion: string;
}

/** The identity fields every basket create and disposition change carries. */
export function appIdentity(): AppIdentity {
  // userId is the customer service's own id, present once a sign-in has given one.
  const customer: (CustomerSummary & { userId?: string }) | null = useAuthStore.getState().customer;
  return {
    customerId: customer?.customerId ?? null,
    userId: customer?.userId || NIL_USER_ID,
    appType: platform.isNative ? 'Native' : 'Web',
    appVersion: APP_VERSION,
  };
}
