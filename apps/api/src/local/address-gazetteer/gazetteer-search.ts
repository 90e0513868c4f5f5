import { ADDRESS_SEARCH_MIN_LENGTH } from '@storefront/contract';
import { compareMatches, type LocalityIndex, type LocalityMatch } from './locality-index.ts';
import type { ParsedAddress } from './street-line-parser.ts';
import { cleanInput } from './text-forms.ts';

/**
 * The localities a search names, best first: by locality name when one was typed (narrowed by
 * any postcode and state), else by postcode. Only a street with no locality matches nothing,
 * because the gazetteer cannot tell which suburbs have a George Street.
 */
export function findLocalities(index: LocalityIndex, text: string, parsed: ParsedAddress): LocalityMatch[] {
  const cleaned = cleanInput(text);
  if (cleaned.length < ADDRESS_SEARCH_MIN_LENGTH) return [];
  let matches: LocalityMatch[];
  if (parsed.locality) matches = index.matchName(parsed.locality);
  else if (parsed.postcode) matches = index.matchPostcode(parsed.postcode);
  // Three digits are the start of a postcode being typed ('215' → 2150 to 2159).
  else if (/^\d{3}$/.test(cleaned)) matches = index.matchPostcode(cleaned);
  else matches = [];
  return matches
    .filter(({ locality }) => !parsed.postcode || locality.postcode === parsed.postcode)
    .filter(({ locality }) => !parsed.state || locality.state === parsed.state)
    .sort(compareMatches);
}
