// A voucher waiting for a session: a visitor opens an offer before choosing delivery or pickup, so
// the vouchers screens queue the code here and the location save applies it once a basket exists
// (spec section 4: "any waiting voucher is applied"). Kept for the visit in pinia_pendingVoucher.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

interface PendingVoucherState {
  pendingVoucher: string | null;
  /** Queue a code (replaces one already waiting); blank clears. */
  setPendingVoucher(code: string | null): void;
  /** The waiting code, removed from the queue; null when none. */
  takePendingVoucher(): string | null;
}

export const usePendingVoucher = create<PendingVoucherState>()(
  persist(
    (set, get) => ({
      pendingVoucher: null,
      setPendingVoucher: (code) => set({ pendingVoucher: code?.trim() ? code.trim() : null }),
      takePendingVoucher: () => {
        const code = get().pendingVoucher;
        if (code) set({ pendingVoucher: null });
        return code;
      },
    }),
    sessionPersist('pendingVoucher', ({ pendingVoucher }) => ({ pendingVoucher })),
  ),
);

export const setPendingVoucher = (code: string | null): void => usePendingVoucher.getState().setPendingVoucher(code);
export const takePendingVoucher = (): string | null => usePendingVoucher.getState().takePendingVoucher();
