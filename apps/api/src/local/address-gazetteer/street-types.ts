/**
 * Australian street types (AS 4590 style) keyed by every spelling a customer may type, mapped to
 * the full name shown on the address. Keys are folded (upper case, no punctuation).
 */
const spellings: Record<string, readonly string[]> = {
  Street: ['ST', 'STR', 'STREET'],
  Road: ['RD', 'ROAD'],
  Avenue: ['AV', 'AVE', 'AVENUE'],
  Parade: ['PDE', 'PARADE'],
  Highway: ['HWY', 'HIGHWAY'],
  Crescent: ['CR', 'CRES', 'CRESCENT'],
  Drive: ['DR', 'DRV', 'DRIVE'],
  Place: ['PL', 'PLACE'],
  Court: ['CT', 'CRT', 'COURT'],
  Terrace: ['TCE', 'TERRACE'],
  Boulevard: ['BVD', 'BLVD', 'BOULEVARD'],
  Boulevarde: ['BOULEVARDE'],
  Close: ['CL', 'CLOSE'],
  Lane: ['LN', 'LANE'],
  Way: ['WY', 'WAY'],
  Circuit: ['CCT', 'CIRCUIT'],
  Circle: ['CIR', 'CIRCLE'],
  Parkway: ['PKWY', 'PARKWAY'],
  Freeway: ['FWY', 'FREEWAY'],
  Motorway: ['MWY', 'MOTORWAY'],
  Arcade: ['ARC', 'ARCADE'],
  Mews: ['MEWS'],
  Loop: ['LOOP'],
  Grove: ['GR', 'GV', 'GROVE'],
  Square: ['SQ', 'SQUARE'],
  Esplanade: ['ESP', 'ESPLANADE'],
  Promenade: ['PROM', 'PROMENADE'],
  Gardens: ['GDNS', 'GARDENS'],
  Rise: ['RISE'],
  Ridge: ['RDG', 'RIDGE'],
  View: ['VW', 'VIEW'],
  Vista: ['VSTA', 'VISTA'],
  Quay: ['QY', 'QUAY'],
  Green: ['GRN', 'GREEN'],
  Row: ['ROW'],
  Walk: ['WLK', 'WALK'],
  Track: ['TRK', 'TRACK'],
  Alley: ['ALLY', 'ALLEY'],
  Chase: ['CH', 'CHASE'],
};

/**
 * Full-word types that also end many suburb names (Kelvin Grove, Bella Vista, Docklands Quay ...):
 * they count as a street type only once a house number or a comma shows a street was meant.
 */
const suburbLike = new Set([
  'Grove',
  'Square',
  'Esplanade',
  'Gardens',
  'Rise',
  'Ridge',
  'View',
  'Vista',
  'Quay',
  'Green',
  'Row',
  'Walk',
  'Chase',
  'Loop',
  'Mews',
  'Circle',
]);

const byKey = new Map<string, string>();
for (const [name, keys] of Object.entries(spellings)) for (const key of keys) byKey.set(key, name);

export interface StreetTypeMatch {
  /** Full name for display, e.g. 'Street'. */
  name: string;
  /** True when the word could as well end a suburb name. */
  suburbLike: boolean;
}

/** The street type a single folded word spells, if any ('ST' → Street, 'BLVD' → Boulevard). */
export function streetTypeOf(foldedWord: string): StreetTypeMatch | undefined {
  const name = byKey.get(foldedWord);
  if (!name) return undefined;
  // An abbreviation is never a suburb word; only the full spelling is ambiguous.
  return { name, suburbLike: suburbLike.has(name) && foldedWord === name.toUpperCase() };
}
