import { z } from 'zod';

// Every string a client sends (body fields, path parameters, query and header values) is built on
// `textSchema`, so text PostgreSQL cannot store is refused at the door with a 400 naming the field,
// instead of failing deep inside a query with a 500 (decision 085).

/** U+0000 (PostgreSQL text cannot hold it), or a UTF-16 surrogate without its partner (not encodable as UTF-8). */
const UNSTORABLE_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

/** True when the text can be stored and sent on as UTF-8: no NUL and no lone surrogate. */
export const isStorableText = (value: string): boolean => !UNSTORABLE_CHARACTER.test(value);

/** The one string schema for text that comes in; chain `.trim()`, `.min()`, `.max()` and the rest as usual. */
export const textSchema = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
