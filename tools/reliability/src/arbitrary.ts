import fc from 'fast-check';
import type { ApiDescription, JsonSchema } from './openapi.ts';

// fast-check values from the OpenAPI document's JSON Schemas: mostly values the schema accepts, then
// its boundaries (one past each limit) and values of the wrong type.

const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      'NaN',
      'null',
      '__proto__',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '\u0000',
    ),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
  );

function stringArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'uuid')
    return fc.oneof(
      fc.uuid(),
      fc.constant('00000000-0000-0000-0000-000000000000'),
      fc.string({ minLength: 36, maxLength: 36 }),
    );
  if (s.format === 'email') return fc.oneof(fc.emailAddress(), fc.string());
  if (s.format === 'date-time')
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string(),
    );
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 64);
  const shown = Math.min(max, 2000);
  const boundaries = [min - 1, min, shown, max + 1].filter((n) => n >= 0 && n <= 5000);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: shown, unit: 'binary' }), weight: 3 },
    { arbitrary: fc.constantFrom(...boundaries).map((n) => 'a'.repeat(n)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }), weight: 1 },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  const boundaries = [min - 1, min, max, max + 1, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5];
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 3 }, { arbitrary: fc.constantFrom(...boundaries), weight: 2 });
}

/** Values for `schema`; `known` gives real values (the owner's ids) for properties of those names. */
export function arbitraryOf(
  api: ApiDescription,
  schema: JsonSchema,
  known: Record<string, string> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = api.resolve(schema);
  if (depth > 6) return fc.constant(null);
  const options = s.anyOf ?? s.oneOf;
  let valid: fc.Arbitrary<unknown>;
  if (s.const !== undefined) valid = fc.constant(s.const);
  else if (s.enum) valid = fc.constantFrom(...s.enum);
  else if (options) valid = fc.oneof(...options.map((o) => arbitraryOf(api, o, known, depth + 1)));
  else if (s.allOf) valid = arbitraryOf(api, s.allOf[0]!, known, depth + 1);
  else {
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === 'string') valid = stringArb(s);
    else if (type === 'integer' || type === 'number') valid = numberArb(s, type === 'integer');
    else if (type === 'boolean') valid = fc.boolean();
    else if (type === 'null') valid = fc.constant(null);
    else if (type === 'array') {
      const maxLength = Math.min(s.maxItems ?? 4, 6) + 1;
      valid = fc.array(arbitraryOf(api, s.items ?? {}, known, depth + 1), {
        minLength: Math.max(0, (s.minItems ?? 0) - 1),
        maxLength,
      });
    } else if (type === 'object' || s.properties) {
      const required = new Set(s.required ?? []);
      const fields = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([name, child]) => [
          name,
          name in known
            ? fc.oneof(
                { arbitrary: fc.constant(known[name]), weight: 3 },
                { arbitrary: arbitraryOf(api, child, known, depth + 1), weight: 1 },
              )
            : arbitraryOf(api, child, known, depth + 1),
        ]),
      );
      // Mostly every required field present, sometimes one missing (the record drops optional ones).
      valid = fc.oneof(
        { arbitrary: fc.record(fields, { requiredKeys: [...required].filter((k) => k in fields) }), weight: 4 },
        { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
      );
    } else valid = fc.anything({ maxDepth: 2 });
  }
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: wrongType(), weight: 1 });
}
