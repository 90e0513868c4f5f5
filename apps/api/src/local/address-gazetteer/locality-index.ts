import type { GazetteerLocality } from './gazetteer-data.ts';
import { foldForMatch } from './text-forms.ts';

/** How well a locality matched: lower is better, and the picklist is ordered by it. */
export const matchRank = { exact: 0, prefix: 1, word: 2 } as const;
export type MatchRank = (typeof matchRank)[keyof typeof matchRank];

export interface LocalityMatch {
  locality: GazetteerLocality;
  rank: MatchRank;
}

export interface LocalityIndex {
  readonly size: number;
  byId(id: number): GazetteerLocality | undefined;
  /** Localities whose name, or a word onwards in it, starts with the text ('parra', 'north syd'). */
  matchName(text: string): LocalityMatch[];
  /** Four digits match one postcode exactly; fewer digits match every postcode they start. */
  matchPostcode(digits: string): LocalityMatch[];
}

interface NameEntry {
  /** The folded name from one word onwards: 'NORTH SYDNEY' and 'SYDNEY' both lead to North Sydney. */
  text: string;
  whole: boolean;
  locality: GazetteerLocality;
}

/** First index whose key is not below `prefix`; the keys are sorted, so matches follow it. */
function lowerBound<T>(items: readonly T[], keyOf: (item: T) => string, prefix: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(items[mid] as T) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

const byText = (a: NameEntry, b: NameEntry) =>
  a.text < b.text ? -1 : a.text > b.text ? 1 : a.locality.id - b.locality.id;

/** Picklist order: best match first, then alphabetical; ties broken so the order never varies. */
export function compareMatches(a: LocalityMatch, b: LocalityMatch): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const x = a.locality;
  const y = b.locality;
  if (x.key !== y.key) return x.key < y.key ? -1 : 1;
  if (x.state !== y.state) return x.state < y.state ? -1 : 1;
  if (x.postcode !== y.postcode) return x.postcode < y.postcode ? -1 : 1;
  return x.id - y.id;
}

/** Sorted arrays searched by binary search: prefix queries cost a lookup plus the matches. */
export function buildLocalityIndex(localities: readonly GazetteerLocality[]): LocalityIndex {
  const ids = new Map(localities.map((locality) => [locality.id, locality]));
  const names: NameEntry[] = [];
  const postcodes = new Map<string, GazetteerLocality[]>();
  for (const locality of localities) {
    const words = locality.key.split(' ');
    words.forEach((_word, index) => names.push({ text: words.slice(index).join(' '), whole: index === 0, locality }));
    const inPostcode = postcodes.get(locality.postcode) ?? [];
    inPostcode.push(locality);
    postcodes.set(locality.postcode, inPostcode);
  }
  names.sort(byText);
  const postcodeList = [...postcodes.keys()].sort();

  return {
    size: localities.length,
    byId: (id) => ids.get(id),
    matchName(text) {
      const query = foldForMatch(text);
      if (!query) return [];
      const best = new Map<number, LocalityMatch>();
      for (let i = lowerBound(names, (entry) => entry.text, query); i < names.length; i++) {
        const entry = names[i] as NameEntry;
        if (!entry.text.startsWith(query)) break;
        const rank = !entry.whole ? matchRank.word : entry.text === query ? matchRank.exact : matchRank.prefix;
        const known = best.get(entry.locality.id);
        if (!known || rank < known.rank) best.set(entry.locality.id, { locality: entry.locality, rank });
      }
      return [...best.values()];
    },
    matchPostcode(digits) {
      if (!/^\d{1,4}$/.test(digits)) return [];
      const rank = digits.length === 4 ? matchRank.exact : matchRank.prefix;
      const matches: LocalityMatch[] = [];
      for (let i = lowerBound(postcodeList, (code) => code, digits); i < postcodeList.length; i++) {
        const code = postcodeList[i] as string;
        if (!code.startsWith(digits)) break;
        for (const locality of postcodes.get(code) ?? []) matches.push({ locality, rank });
      }
      return matches;
    },
  };
}
