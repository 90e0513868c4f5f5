// Who is signed in. The accounts issue fills it from the login and token calls; route guards and
// the account screens read it. Tokens are not kept here: the refresh token lives in an httpOnly
// cookie on the web (DESIGN.md section 10).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export interface CustomerSummary {
  customerId: string;
  /** The service's `userID`; all zeros means nobody is signed in. */
  userId?: string;
  firstName: string | null;
  email: string | null;
  hasEmailAccount: boolean;
}

export interface AuthState {
  isAuth: boolean;
  /** Signed in through Google, Apple or PayPal. */
  isProviderAuth: boolean;
  customer: CustomerSummary | null;
  signIn(customer: CustomerSummary, options?: { provider?: boolean }): void;
  signOut(): void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuth: false,
      isProviderAuth: false,
      customer: null,
      signIn: (customer, options = {}) => set({ isAuth: true, customer, isProviderAuth: options.provider ?? false }),
      signOut: () => set({ isAuth: false, isProviderAuth: false, customer: null }),
    }),
    sessionPersist('auth', ({ isAuth, isProviderAuth, customer }) => ({ isAuth, isProviderAuth, customer })),
  ),
);
