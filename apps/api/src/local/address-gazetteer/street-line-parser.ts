import { australianStates, type AustralianState } from '@storefront/contract';
import { streetTypeOf } from './street-types.ts';
import { cleanInput, foldForMatch, toDisplayCase } from './text-forms.ts';

/** What a customer's free text says, as far as it can be read without a street database. */
export interface ParsedAddress {
  unit?: string;
  /** House number, a range ('10-12') or a lot ('Lot 3'). */
  number?: string;
  streetName?: string;
  /** Full form: 'St' is read as 'Street'. */
  streetType?: string;
  /** Words after the street type in a comma-separated street part ('North' in 'Smith St North, ...'). */
  streetSuffix?: string;
  locality?: string;
  state?: AustralianState;
  postcode?: string;
}

const stateNames: Record<string, AustralianState> = {
  'NEW SOUTH WALES': 'NSW',
  VICTORIA: 'VIC',
  QUEENSLAND: 'QLD',
  'WESTERN AUSTRALIA': 'WA',
  'SOUTH AUSTRALIA': 'SA',
  TASMANIA: 'TAS',
  'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
  'NORTHERN TERRITORY': 'NT',
};
const stateCodes = new Set<string>(australianStates);
const isStateCode = (word: string): word is AustralianState => stateCodes.has(word);

const POSTCODE = /^\d{4}$/;
const HOUSE_NUMBER = /^\d+[A-Z]?(?:-\d+[A-Z]?)?$/i;
const UNIT_NUMBER = /^\d+[A-Z]?$/i;
const UNIT_SLASH_NUMBER = /^(\d+[A-Z]?)\/(\d+[A-Z]?(?:-\d+[A-Z]?)?)$/i;
const UNIT_WORDS = new Set(['UNIT', 'U', 'APT', 'APARTMENT', 'FLAT', 'SHOP', 'SUITE', 'VILLA', 'TOWNHOUSE']);

type Words = string[];

/**
 * Reads free text such as '12/34 George Street, Sydney NSW 2000', 'parra' or '2150'.
 * Without commas, words after a street type are the locality; with commas, the first part is the
 * street and the rest the locality. A bare word list with no house number is read as a locality.
 */
export function parseAddressText(text: string): ParsedAddress {
  const parts: Words[] = cleanInput(text)
    .split(',')
    .map((part) => part.split(' ').filter(Boolean))
    .filter((words) => words.length > 0);
  const result: ParsedAddress = {};
  takeTrailingRegion(parts, result);
  takeLeadingPostcode(parts, result);
  if (parts.length > 1 && isUnitOnly(parts[0] ?? [])) parts.splice(0, 2, [...(parts[0] ?? []), ...(parts[1] ?? [])]);

  const [first, ...rest] = parts;
  if (!first) return result;
  if (rest.length === 0) return { ...result, ...parseStreetWords(first, false) };
  return { ...result, ...parseStreetWords(first, true), locality: toDisplayCase(rest.flat().join(' ')) };
}

/** Reads text known to be a street line only (no locality), e.g. one stored in a moniker. */
export function parseStreetLine(line: string): ParsedAddress {
  return parseStreetWords(cleanInput(line).replaceAll(',', ' ').split(' ').filter(Boolean), true);
}

/** The street line for display ('12/34 George Street'), or null when no street was given. */
export function formatStreetLine(parsed: ParsedAddress): string | null {
  if (!parsed.streetName) return null;
  const house =
    parsed.unit && parsed.number
      ? `${parsed.unit}/${parsed.number}`
      : parsed.unit
        ? `Unit ${parsed.unit}`
        : parsed.number;
  return [house, parsed.streetName, parsed.streetType, parsed.streetSuffix].filter(Boolean).join(' ');
}

/** Takes postcode, state and a trailing 'Australia' off the end, in whatever order they come. */
function takeTrailingRegion(parts: Words[], result: ParsedAddress) {
  const wordCount = () => parts.reduce((sum, words) => sum + words.length, 0);
  for (;;) {
    const last = parts.at(-1);
    const word = last?.at(-1);
    if (!last || word === undefined) return;
    const folded = foldForMatch(word);
    const stateName = stateNames[foldForMatch(last.join(' '))];
    if (!result.postcode && POSTCODE.test(word)) {
      result.postcode = word;
      last.pop();
    } else if (!result.state && isStateCode(folded) && (wordCount() > 1 || result.postcode)) {
      // A lone 'act' or 'vic' is more likely the start of a suburb (Acton, Victoria Park).
      result.state = folded;
      last.pop();
    } else if (!result.state && stateName && parts.length > 1) {
      // Full names only as their own comma part: 'Port Victoria' is a suburb, not a state.
      result.state = stateName;
      last.length = 0;
    } else if (folded === 'AUSTRALIA' && wordCount() > 1) {
      last.pop();
    } else {
      return;
    }
    if (last.length === 0) parts.pop();
  }
}

/** '2150 Parramatta': a leading four-digit number is a postcode unless a street follows it. */
function takeLeadingPostcode(parts: Words[], result: ParsedAddress) {
  const first = parts[0];
  const word = first?.[0];
  if (result.postcode || !first || word === undefined || !POSTCODE.test(word)) return;
  const others = parts.flat().slice(1);
  const looksLikeStreet = others.some((w, i) => i > 0 && streetTypeOf(foldForMatch(w)) !== undefined);
  if (looksLikeStreet || others.some((w) => /\d/.test(w))) return;
  result.postcode = word;
  first.shift();
  if (first.length === 0) parts.shift();
}

function isUnitOnly(words: Words): boolean {
  const [designator, unit] = words;
  return words.length === 2 && UNIT_WORDS.has(foldForMatch(designator ?? '')) && UNIT_NUMBER.test(unit ?? '');
}

/** Reads house, street name and type; `streetOnly` says no locality can follow in these words. */
function parseStreetWords(words: Words, streetOnly: boolean): ParsedAddress {
  const result: ParsedAddress = {};
  let i = 0;
  const at = (index: number) => words[index] ?? '';
  if (UNIT_WORDS.has(foldForMatch(at(i))) && UNIT_NUMBER.test(at(i + 1))) {
    result.unit = at(i + 1).toUpperCase();
    i += 2;
  } else if (UNIT_WORDS.has(foldForMatch(at(i))) && UNIT_SLASH_NUMBER.test(at(i + 1))) {
    i += 1; // 'Apt 7/9': the slash form below says it all
  }
  const slash = UNIT_SLASH_NUMBER.exec(at(i));
  if (slash && !result.unit) {
    result.unit = (slash[1] ?? '').toUpperCase();
    result.number = (slash[2] ?? '').toUpperCase();
    i += 1;
  } else if (foldForMatch(at(i)) === 'LOT' && HOUSE_NUMBER.test(at(i + 1))) {
    result.number = `Lot ${at(i + 1).toUpperCase()}`;
    i += 2;
  } else if (HOUSE_NUMBER.test(at(i))) {
    result.number = at(i).toUpperCase();
    i += 1;
  }

  const rest = words.slice(i);
  if (rest.length === 0) return result;
  const hasHouse = result.unit !== undefined || result.number !== undefined;
  // The type needs a name before it, so the 'St' of 'St Kilda Rd' is read as Saint.
  const typeAt = rest.findIndex((word, index) => {
    const type = index > 0 ? streetTypeOf(foldForMatch(word)) : undefined;
    return type !== undefined && (!type.suburbLike || hasHouse || streetOnly);
  });
  if (typeAt < 0) {
    if (hasHouse || streetOnly) result.streetName = toDisplayCase(rest.join(' '));
    else result.locality = toDisplayCase(rest.join(' '));
    return result;
  }
  result.streetName = toDisplayCase(rest.slice(0, typeAt).join(' '));
  result.streetType = streetTypeOf(foldForMatch(rest[typeAt] ?? ''))?.name;
  const after = rest.slice(typeAt + 1);
  if (after.length > 0) {
    if (streetOnly) result.streetSuffix = toDisplayCase(after.join(' '));
    else result.locality = toDisplayCase(after.join(' '));
  }
  return result;
}
