import { describe, expect, it } from 'vitest';
import type { GazetteerLocality } from './gazetteer-data.ts';
import { buildLocalityIndex, compareMatches, matchRank } from './locality-index.ts';

let nextId = 1;
const place = (name: string, postcode: string, state: GazetteerLocality['state'] = 'NSW'): GazetteerLocality => ({
  id: nextId++,
  name,
  key: name.toUpperCase(),
  state,
  postcode,
  latitude: -33.8,
  longitude: 151,
});

const index = buildLocalityIndex([
  place('Parramatta Westfield', '2150'),
  place('North Parramatta', '2151'),
  place('Parramatta', '2150'),
  place('Harris Park', '2150'),
  place('Parramatta Park', '4870', 'QLD'),
  place('Parrakie', '5301', 'SA'),
  place('Sydney', '2000'),
]);
const names = (matches: ReturnType<typeof index.matchName>) =>
  [...matches].sort(compareMatches).map((m) => m.locality.name);

describe('locality index', () => {
  it('ranks the exact name first, then prefixes, then word matches, each alphabetical', () => {
    expect(names(index.matchName('parramatta'))).toEqual([
      'Parramatta',
      'Parramatta Park',
      'Parramatta Westfield',
      'North Parramatta',
    ]);
    expect(names(index.matchName('parra'))).toEqual([
      'Parrakie',
      'Parramatta',
      'Parramatta Park',
      'Parramatta Westfield',
      'North Parramatta',
    ]);
  });

  it('matches from any word onwards, across words', () => {
    expect(names(index.matchName('north parr'))).toEqual(['North Parramatta']);
    expect(names(index.matchName('park'))).toEqual(['Harris Park', 'Parramatta Park']);
    expect(index.matchName('park').every((m) => m.rank === matchRank.word)).toBe(true);
  });

  it('matches nothing for text inside a word or for punctuation only', () => {
    expect(index.matchName('amatta')).toEqual([]);
    expect(index.matchName('--')).toEqual([]);
  });

  it('matches a whole postcode exactly and a partial one as a prefix', () => {
    expect(names(index.matchPostcode('2150'))).toEqual(['Harris Park', 'Parramatta', 'Parramatta Westfield']);
    expect(
      index
        .matchPostcode('215')
        .map((m) => m.locality.postcode)
        .sort(),
    ).toEqual(['2150', '2150', '2150', '2151']);
    expect(index.matchPostcode('215').every((m) => m.rank === matchRank.prefix)).toBe(true);
    expect(index.matchPostcode('9999')).toEqual([]);
    expect(index.matchPostcode('21a')).toEqual([]);
  });

  it('finds a locality by its gazetteer id', () => {
    const sydney = index.matchName('sydney')[0]?.locality;
    expect(sydney && index.byId(sydney.id)).toBe(sydney);
    expect(index.byId(-1)).toBeUndefined();
    expect(index.size).toBe(7);
  });
});
