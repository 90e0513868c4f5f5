// A/B test flags set at start-up (spec section 4). They live on window so the experimentation
// tag can flip a variant before or after the app starts; the app reads them through `abFlag`.

/** cctt-0 .. cctt-16 are 0 except cctt-15, which is 1. */
export const CCTT_FLAG_COUNT = 17;
export const CCTT_ENABLED = ['cctt-15'] as const;
/** Localisation modal shows postcode errors instead of "no stores found" when 1. */
export const POSTCODE_ERRORS_FLAG = 'localisation-modal-postcode-errors';

export type AbFlags = Record<string, 0 | 1>;

export interface AbTests {
  showWingsDate: 0 | 1;
  isWed: 0 | 1;
  isTest: 0 | 1;
  showSpinBgVariant: boolean;
}

export function defaultAbFlags(): AbFlags {
  const flags: AbFlags = {};
  for (let i = 0; i < CCTT_FLAG_COUNT; i++) {
    const name = `cctt-${i}`;
    flags[name] = (CCTT_ENABLED as readonly string[]).includes(name) ? 1 : 0;
  }
  flags[POSTCODE_ERRORS_FLAG] = 0;
  return flags;
}

export const defaultAbTests = (): AbTests => ({ showWingsDate: 0, isWed: 0, isTest: 0, showSpinBgVariant: true });

declare global {
  interface Window {
    abFlags?: AbFlags;
    tests?: AbTests;
  }
}

/** Start-up step: sets the flags and the tests object. */
export function setAbTests(target: Window = window): void {
  target.abFlags = defaultAbFlags();
  target.tests = defaultAbTests();
}

export const abFlag = (name: string, target: Window = window): 0 | 1 => target.abFlags?.[name] ?? 0;
