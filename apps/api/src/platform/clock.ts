/** The one source of "now" for services, so tests can pin time (trading hours, slots, expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function fixedClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => void (current = at.getTime()),
    advanceMinutes: (minutes: number) => void (current += minutes * 60_000),
  };
}
