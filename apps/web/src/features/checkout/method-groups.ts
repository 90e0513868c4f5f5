// Which payment methods lead the list and which fold under 'More ways to pay'. Most customers pay
// by card, a wallet their device offers, or at the counter when they collect; the rest (buy now pay
// later, PayPal, Click to Pay, paying the driver) stay one click away so the list stays short.
import type { AvailableMethod } from './method-rules.ts';
import type { PaymentMethod } from './payment-methods.ts';

/** Always leading. Apple Pay and Google Pay are only listed when the device offers them. */
const LEADING: ReadonlySet<PaymentMethod> = new Set(['saved-card', 'credit-card', 'apple-pay', 'google-pay', 'free']);

export interface MethodGroups {
  leading: AvailableMethod[];
  more: AvailableMethod[];
}

export function groupMethods(methods: readonly AvailableMethod[], delivery: boolean): MethodGroups {
  const leads = (method: PaymentMethod) => LEADING.has(method) || (method === 'cash' && !delivery);
  const leading = methods.filter((m) => leads(m.method));
  const more = methods.filter((m) => !leads(m.method));
  // Nothing to lead with: a disclosure hiding every method would only add a click.
  return leading.length === 0 ? { leading: more, more: [] } : { leading, more };
}
