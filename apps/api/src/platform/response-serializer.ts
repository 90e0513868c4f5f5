// How a route's answer becomes JSON. Every answer is built by our own code to its contract shape
// (packages/contract), so in production it is written as it is: checking it against its zod schema
// on every request cost a fifth of the server's time on a basket write (decision 218). Everywhere
// else (tests, development) the schema checks every answer and an answer that is not exactly its
// shape fails loudly: a field the schema does not name is an error, not silently dropped, so no
// answer leans on the check to keep a field from being sent.
import { isDeepStrictEqual } from 'node:util';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string;

const schemaOf = (maybeSchema: unknown) =>
  (maybeSchema as { properties?: $ZodType }).properties ?? (maybeSchema as $ZodType);

/** What JSON would carry: no undefined members, dates as text. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

export function responseSerializer(production: boolean): SerializerCompiler {
  if (production) return () => (data) => JSON.stringify(data);
  return ({ schema: maybeSchema, method, url }) => {
    const schema = schemaOf(maybeSchema);
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const json = JSON.stringify(result.data);
      if (!isDeepStrictEqual(asJson(data), json === undefined ? undefined : JSON.parse(json))) {
        throw new Error(`${method} ${url}: the answer holds what its schema does not name: ${JSON.stringify(data)}`);
      }
      return json;
    };
  };
}
