import { ADDRESS_SEARCH_THRESHOLD } from '@storefront/contract';
import { describe, expect, it, vi } from 'vitest';
import type { GazetteerLocality } from './gazetteer-data.ts';
import { createGazetteerAddressLookup, sharedLocalityIndex } from './gazetteer-address-lookup.ts';
import { buildLocalityIndex } from './locality-index.ts';
import { encodeMoniker } from './moniker.ts';
import { MAX_STREET_OFFSET_METRES } from './street-coordinates.ts';

const lookup = createGazetteerAddressLookup();
const texts = async (query: string) => (await lookup.search(query)).picklist.map((s) => s.text);

describe('gazetteer search', () => {
  it('answers every locality of a postcode, alphabetical, without a street', async () => {
    const { picklist } = await lookup.search('2150');
    expect(picklist.map((s) => s.locality)).toEqual(['Harris Park', 'Parramatta', 'Parramatta Westfield']);
    expect(picklist[1]).toMatchObject({ text: 'Parramatta NSW 2150', street: null, state: 'NSW', postcode: '2150' });
  });

  it('carries the street line on every suggestion, exact locality first', async () => {
    const { picklist } = await lookup.search('12 Smith St Parramatta');
    expect(picklist[0]).toMatchObject({ text: '12 Smith Street, Parramatta NSW 2150', street: '12 Smith Street' });
    expect(picklist.every((s) => s.street === '12 Smith Street')).toBe(true);
  });

  it('orders exact match, then name prefixes, then word matches, alphabetical within each', async () => {
    expect(await texts('parramatta')).toEqual([
      'Parramatta NSW 2150',
      'Parramatta Park QLD 4870',
      'Parramatta Westfield NSW 2150',
      'North Parramatta NSW 2151',
    ]);
  });

  it('narrows by state and postcode when given', async () => {
    expect(await texts('Parramatta QLD')).toEqual(['Parramatta Park QLD 4870']);
    expect(await texts('Parramatta 2150')).toEqual(['Parramatta NSW 2150', 'Parramatta Westfield NSW 2150']);
    expect(await texts('Parramatta 3000')).toEqual([]);
    const sydney = (await lookup.search('sydney nsw')).picklist;
    expect(sydney[0]?.text).toBe('Sydney NSW 2000');
    expect(sydney.every((s) => s.state === 'NSW')).toBe(true);
  });

  it('reads three digits as the start of a postcode', async () => {
    const postcodes = (await lookup.search('215')).picklist.map((s) => s.postcode);
    expect(postcodes.length).toBeGreaterThan(0);
    expect(postcodes.every((p) => p.startsWith('215'))).toBe(true);
  });

  it(`answers at most ${ADDRESS_SEARCH_THRESHOLD} suggestions (spec: address search threshold 25)`, async () => {
    expect(ADDRESS_SEARCH_THRESHOLD).toBe(25);
    expect((await lookup.search('mou')).picklist).toHaveLength(ADDRESS_SEARCH_THRESHOLD);
  });

  it('answers the same picklist every time', async () => {
    expect(await lookup.search('north syd')).toEqual(await lookup.search('north syd'));
  });

  it('answers nothing for a street without a locality, too-short, hostile or foreign text', async () => {
    for (const query of [
      'George St',
      'ab',
      "'; DROP TABLE users;--",
      '<script>alert(1)</script>',
      '北京市朝阳区',
      '🍕🍕🍕',
    ]) {
      expect((await lookup.search(query)).picklist, query).toEqual([]);
    }
  });
});

describe('gazetteer get by moniker', () => {
  it('rebuilds the address a suggestion names, placed near its locality', async () => {
    const [first] = (await lookup.search('12/34 George Street, Sydney NSW 2000')).picklist;
    const address = await lookup.getByMoniker(first?.moniker ?? '');
    expect(address).toMatchObject({
      moniker: first?.moniker,
      addressLines: { street: '12/34 George Street', locality: 'Sydney', state: 'NSW', postcode: '2000' },
      text: '12/34 George Street, Sydney NSW 2000',
    });
    const [sydney] = (await lookup.search('Sydney NSW 2000')).picklist;
    const centre = await lookup.getByMoniker(sydney?.moniker ?? '');
    // 800 m is under 0.0073 degrees of latitude and 0.0088 of longitude at Sydney's latitude.
    expect(centre?.addressLines.street).toBeNull();
    expect(Math.abs((address?.latitude ?? 0) - (centre?.latitude ?? 0))).toBeLessThan(0.0073);
    expect(Math.abs((address?.longitude ?? 0) - (centre?.longitude ?? 0))).toBeLessThan(0.0088);
    expect(address?.latitude).not.toBe(centre?.latitude);
    expect(MAX_STREET_OFFSET_METRES).toBe(800);
  });

  it('places a locality-only moniker on the locality point', async () => {
    const [parramatta] = (await lookup.search('Parramatta NSW')).picklist;
    const address = await lookup.getByMoniker(parramatta?.moniker ?? '');
    expect(address).toMatchObject({
      addressLines: { street: null, locality: 'Parramatta' },
      latitude: -33.814463,
      longitude: 151.006506,
    });
  });

  it('answers null for a tampered moniker or an unknown locality', async () => {
    const [first] = (await lookup.search('12 Smith St Parramatta')).picklist;
    const moniker = first?.moniker ?? '';
    expect(await lookup.getByMoniker(`${moniker.slice(0, -1)}x`)).toBeNull();
    expect(await lookup.getByMoniker(moniker.replace('.', '.A'))).toBeNull();
    expect(await lookup.getByMoniker(encodeMoniker({ localityId: 999_999_999, street: null }))).toBeNull();
    expect(await lookup.getByMoniker('not-a-moniker')).toBeNull();
  });
});

describe('gazetteer index lifetime', () => {
  const fixture = Array.from({ length: 40 }, (_, n): GazetteerLocality => ({
    id: n + 1,
    name: `Testville ${String(40 - n).padStart(2, '0')}`,
    key: `TESTVILLE ${String(40 - n).padStart(2, '0')}`,
    state: 'NSW',
    postcode: '2999',
    latitude: -33,
    longitude: 151,
  }));

  it('builds the index on first use, not when the lookup is made', async () => {
    const loadIndex = vi.fn(async () => buildLocalityIndex(fixture));
    const local = createGazetteerAddressLookup({ loadIndex });
    expect(loadIndex).not.toHaveBeenCalled();
    const { picklist } = await local.search('testville');
    expect(loadIndex).toHaveBeenCalledOnce();
    expect(picklist).toHaveLength(ADDRESS_SEARCH_THRESHOLD);
    expect(picklist[0]?.locality).toBe('Testville 01');
    expect(picklist.at(-1)?.locality).toBe('Testville 25');
  });

  it('shares one index across lookups in the process', async () => {
    expect(sharedLocalityIndex()).toBe(sharedLocalityIndex());
  });
});
