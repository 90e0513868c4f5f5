/**
 * The three forms address text takes here: cleaned input (what a customer typed, made safe to
 * parse), a folded key (for matching, blind to case, accents and punctuation) and display case.
 */

const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;
// Anything but letters, digits, spaces and the punctuation addresses use becomes a space, so
// SQL-looking or markup-looking input simply turns into words that match nothing.
const NOT_ADDRESS_TEXT = /[^\p{L}\p{M}\p{N}\s,'/-]/gu;

/** Customer input ready for the parser: safe characters only, single spaces, no edge commas. */
export function cleanInput(text: string): string {
  return text
    .normalize('NFKC')
    .replace(APOSTROPHES, "'")
    .replace(NOT_ADDRESS_TEXT, ' ')
    .replace(/\s*,[\s,]*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** Matching key: 'O’Connor', "o'connor" and 'OCONNOR' all fold to 'OCONNOR'. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(APOSTROPHES, "'")
    .replace(/['.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Title case for display: 'O’CONNOR' → "O'Connor", 'MCMAHONS POINT' → 'McMahons Point'. */
export function toDisplayCase(text: string): string {
  return text
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/[\p{L}\p{N}]+/gu, (word) => {
      const titled = capitalise(word);
      // Scottish and Irish prefixes are the common case where plain title case reads wrong.
      return /^Mc\p{L}/u.test(titled) ? `Mc${capitalise(titled.slice(2))}` : titled;
    })
    .replace(/'S\b/g, "'s");
}
