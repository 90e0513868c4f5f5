import { describe, expect, it } from 'vitest';
import { abFlag, defaultAbFlags, POSTCODE_ERRORS_FLAG, setAbTests } from './ab-tests.ts';

describe('A/B tests at start-up', () => {
  it('sets cctt-0 to cctt-16 to 0, except cctt-15 which is 1, and postcode errors to 0', () => {
    setAbTests();
    const expected: Record<string, number> = {};
    for (let i = 0; i <= 16; i++) expected[`cctt-${i}`] = i === 15 ? 1 : 0;
    expected['localisation-modal-postcode-errors'] = 0;
    expect(window.abFlags).toEqual(expected);
    expect(Object.keys(window.abFlags!)).toHaveLength(18);
    expect(abFlag('cctt-15')).toBe(1);
    expect(abFlag(POSTCODE_ERRORS_FLAG)).toBe(0);
    expect(abFlag('cctt-99')).toBe(0);
  });

  it('sets the tests object exactly', () => {
    setAbTests();
    expect(window.tests).toEqual({ showWingsDate: 0, isWed: 0, isTest: 0, showSpinBgVariant: true });
  });

  it('gives each call a fresh object', () => {
    const a = defaultAbFlags();
    a['cctt-0'] = 1;
    expect(defaultAbFlags()['cctt-0']).toBe(0);
  });
});
