import { useAuthStore } from '../../lib/session/auth-store.ts';
import { ACCOUNT_SECTIONS } from './account-sections.ts';

/** The children this customer has: /account/email only with an e-mail login (spec section 2). */
export function useAccountSections() {
  const hasEmailAccount = useAuthStore((s) => s.customer?.hasEmailAccount ?? false);
  return ACCOUNT_SECTIONS.filter((section) => section.path !== 'email' || hasEmailAccount);
}
