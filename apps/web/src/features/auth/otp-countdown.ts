// The one-time code countdown (spec sections 4 and 9): kept in local storage, 60 seconds by default,
// ticking every second, with a finished flag. A new code may be asked for once it has finished.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey } from '../../lib/storage.ts';

export const OTP_COUNTDOWN_SECONDS = 60;
export const OTP_COUNTDOWN_TICK_MS = 1000;

interface OtpCountdown {
  secondsLeft: number;
  finished: boolean;
  /** Starts again from 60 seconds (a code was just sent). */
  reset(seconds?: number): void;
  /** One second passed. */
  tick(): void;
}

export const useOtpCountdown = create<OtpCountdown>()(
  persist(
    (set) => ({
      secondsLeft: OTP_COUNTDOWN_SECONDS,
      finished: false,
      reset: (seconds = OTP_COUNTDOWN_SECONDS) => set({ secondsLeft: seconds, finished: seconds <= 0 }),
      tick: () =>
        set((state) => {
          if (state.finished) return state;
          const secondsLeft = Math.max(0, state.secondsLeft - 1);
          return { secondsLeft, finished: secondsLeft === 0 };
        }),
    }),
    {
      name: persistKey('otpCountdown'),
      storage: createJSONStorage(() => localStorage),
      partialize: ({ secondsLeft, finished }) => ({ secondsLeft, finished }),
    },
  ),
);

/** Runs the countdown while mounted: one tick every second until it finishes. */
export function startOtpCountdownTicker(): () => void {
  const timer = setInterval(() => {
    const { finished, tick } = useOtpCountdown.getState();
    if (finished) clearInterval(timer);
    else tick();
  }, OTP_COUNTDOWN_TICK_MS);
  return () => clearInterval(timer);
}

/** '0:45' */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
