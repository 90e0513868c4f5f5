import { ADDRESS_LOOKUP_TIMEOUT_MS, type AddressSuggestion } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { withSpecLimits, type AddressLookup } from './address-lookup.ts';

const suggestion = (n: number): AddressSuggestion => ({
  moniker: `m${n}`,
  text: `Place ${n} NSW 2000`,
  street: null,
  locality: `Place ${n}`,
  state: 'NSW',
  postcode: '2000',
});

const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('withSpecLimits', () => {
  it('uses the spec time-out of 10000 ms by default', () => {
    expect(ADDRESS_LOOKUP_TIMEOUT_MS).toBe(10_000);
  });

  it('answers 503 ServiceUnavailable when the provider takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const limited = withSpecLimits({ search: never, getByMoniker: never });
    const search = limited.search('parramatta');
    const get = limited.getByMoniker('m1');
    vi.advanceTimersByTime(ADDRESS_LOOKUP_TIMEOUT_MS);
    for (const call of [search, get]) {
      await expect(call).rejects.toBeInstanceOf(AppError);
      await expect(call).rejects.toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    }
  });

  it('passes a prompt answer through and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const address = {
      moniker: 'm1',
      addressLines: { street: null, locality: 'Place 1', state: 'NSW' as const, postcode: '2000' },
      latitude: -33.8,
      longitude: 151,
      text: 'Place 1 NSW 2000',
    };
    const provider: AddressLookup = {
      search: async () => ({ picklist: [suggestion(1)] }),
      getByMoniker: async () => address,
    };
    const limited = withSpecLimits(provider);
    expect(await limited.search('place')).toEqual({ picklist: [suggestion(1)] });
    expect(await limited.getByMoniker('m1')).toBe(address);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cuts a provider picklist to the search threshold', async () => {
    const provider: AddressLookup = {
      search: async () => ({ picklist: Array.from({ length: 60 }, (_, n) => suggestion(n)) }),
      getByMoniker: async () => null,
    };
    const { picklist } = await withSpecLimits(provider).search('place');
    expect(picklist).toHaveLength(25);
    expect(picklist[0]?.moniker).toBe('m0');
  });
});
