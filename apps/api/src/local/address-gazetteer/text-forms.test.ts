import { describe, expect, it } from 'vitest';
import { cleanInput, foldForMatch, toDisplayCase } from './text-forms.ts';

describe('text forms', () => {
  it('cleans input to address characters with single spaces', () => {
    expect(cleanInput('  12  Smith St.;  Parramatta ,, NSW  ')).toBe('12 Smith St Parramatta, NSW');
    expect(cleanInput('O’Connor')).toBe("O'Connor");
  });

  it('folds case, accents and punctuation for matching', () => {
    expect(foldForMatch('O’Connor')).toBe('OCONNOR');
    expect(foldForMatch("o'connor")).toBe('OCONNOR');
    expect(foldForMatch('Ernabella (Pukatja)')).toBe('ERNABELLA PUKATJA');
    expect(foldForMatch('Café-Hill')).toBe('CAFE HILL');
    expect(foldForMatch('NO. 4 BRANCH')).toBe('NO 4 BRANCH');
  });

  it('title-cases for display', () => {
    expect(toDisplayCase('HARRIS PARK')).toBe('Harris Park');
    expect(toDisplayCase('O’CONNOR')).toBe("O'Connor");
    expect(toDisplayCase('MCMAHONS POINT')).toBe('McMahons Point');
    expect(toDisplayCase("KING'S CROSS")).toBe("King's Cross");
  });
});
