import { describe, expect, it } from 'vitest';
import { storeNamedBy } from './campaign-store.ts';

const stores = [
  { storeId: 1002, code: 'NSW002' },
  { storeId: 8, code: 'BON' },
];

describe('storeNamedBy', () => {
  it("finds the link's store by its number or its code, in any case", () => {
    expect(storeNamedBy(stores, '1002')).toBe('NSW002');
    expect(storeNamedBy(stores, 'nsw002')).toBe('NSW002');
    expect(storeNamedBy(stores, 'BON')).toBe('BON');
  });

  it('preselects nothing without a store id or for an unknown one', () => {
    expect(storeNamedBy(stores, undefined)).toBeUndefined();
    expect(storeNamedBy(stores, '999')).toBeUndefined();
    expect(storeNamedBy([], '1002')).toBeUndefined();
  });
});
