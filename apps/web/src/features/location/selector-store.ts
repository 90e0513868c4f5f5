// The date-time selector's choice, shared by the localisation modal and the date-time modal, and
// reset after every successful save (spec section 4).
import { create } from 'zustand';

interface SelectorState {
  /** Store-local 'YYYY-MM-DD' the visitor picked, or null for the first day with times. */
  day: string | null;
  /** 'ASAP' or store-local 'YYYY-MM-DDTHH:mm', or null for the first slot of the day. */
  slot: string | null;
  setDay(day: string): void;
  setSlot(slot: string): void;
  reset(): void;
}

export const useSelectorStore = create<SelectorState>()((set) => ({
  day: null,
  slot: null,
  setDay: (day) => set({ day, slot: null }),
  setSlot: (slot) => set({ slot }),
  reset: () => set({ day: null, slot: null }),
}));

export const resetSelector = (): void => useSelectorStore.getState().reset();
