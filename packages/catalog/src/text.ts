/** Small, deterministic text and number helpers for generating seed data. */

/** 'Ham & Cheese' → 'ham-and-cheese'; "Thin 'n Crispy" → 'thin-n-crispy'. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Gazetteer locality to display case: 'ST KILDA' → 'St Kilda', 'MCMAHONS POINT' → 'McMahons Point',
 * 'O’CONNOR' → "O'Connor" (one kind of apostrophe throughout).
 */
export const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(^|[\s-])([a-z])/g, (_match, separator: string, letter: string) => separator + letter.toUpperCase())
    .replace(/\b(Mc|O')([a-z])/g, (_match, prefix: string, letter: string) => prefix + letter.toUpperCase());

/** FNV-1a, 32-bit: a stable hash to vary generated fields without randomness. */
export const stableHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** An item of a non-empty list chosen by a stable hash of the key. */
export const pickBy = <T>(key: string, list: readonly T[]): T => {
  const item = list[stableHash(key) % list.length];
  if (item === undefined) throw new Error('pickBy needs a non-empty list');
  return item;
};

/** An integer from min to max inclusive, chosen by a stable hash of the key. */
export const intBy = (key: string, min: number, max: number): number => min + (stableHash(key) % (max - min + 1));
