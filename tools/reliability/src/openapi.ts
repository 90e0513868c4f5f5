import {
  operationsOf,
  schemaWalker,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
} from '../../openapi-walk/src/openapi-walk.ts';
import type { Client } from './http.ts';

// The server's own OpenAPI document, walked (tools/openapi-walk) so every route is tried, including
// ones added later.

export type { JsonSchema, Parameter };

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The body's media type when it is not JSON (form posts to the sandbox pages). */
  bodyType?: string;
}

export interface ApiDescription {
  operations: Operation[];
  resolve(schema: JsonSchema): JsonSchema;
  /** A value the schema accepts, as far as JSON Schema says: every property filled, the first choice taken. */
  sample(schema: JsonSchema): unknown;
}

export async function describeApi(api: Client): Promise<ApiDescription> {
  const doc = (await api.call('GET', '/docs/json')).body as OpenApiDocument;
  const walker = schemaWalker(doc);
  const operations = operationsOf(doc).map(({ path, method, op }): Operation => {
    const [bodyType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    return {
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      ...(media?.schema ? { body: media.schema, bodyType: bodyType! } : {}),
    };
  });
  return { operations, resolve: walker.resolve, sample: (schema) => walker.sample(schema) };
}

/** The path with its parameters filled in, percent-encoded. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
