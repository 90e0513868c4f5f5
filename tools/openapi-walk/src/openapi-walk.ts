import { randomUUID } from 'node:crypto';

// Walks the API's own OpenAPI document: every operation, with values and requests built from its
// schemas. The API's tests and the reliability battery both use it to try something on every
// route, including the ones added after them.

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
  /** Values the schema accepts, for rules JSON Schema cannot state (a refinement in the contract). */
  examples?: unknown[];
};
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OperationRef {
  path: string;
  method: string;
  op: Operation;
}

export const operationsOf = (doc: OpenApiDocument): OperationRef[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

/** Values tried, in order, against a `pattern` the walk does not know. */
const PATTERN_CANDIDATES = [
  '2150',
  '2030-01-01T12:00',
  '/done',
  '1',
  'shopper@example.com',
  '+61412345678',
  '123456',
  'NSW002',
  'abcd',
  // identifiers of 8 to 64 letters and digits, and hex digests
  'abcd1234efgh',
  '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
];

export function schemaWalker(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    return resolve(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] ?? {});
  };

  /** The string branch of a schema (a nullable string is anyOf string|null), if it has one. */
  const stringBranch = (schema: JsonSchema): JsonSchema | undefined => {
    const s = resolve(schema);
    if (s.type === 'string') return s;
    return (s.anyOf ?? s.oneOf ?? []).map(stringBranch).find(Boolean);
  };

  /** A string of `text` padded or cut to the schema's length limits. */
  const sized = (s: JsonSchema, text: string) => {
    const padded = text + 'x'.repeat(Math.max(0, (s.minLength ?? 0) - text.length));
    return s.maxLength === undefined ? padded : padded.slice(0, s.maxLength);
  };

  const sampleString = (s: JsonSchema): string => {
    if (typeof s.examples?.[0] === 'string') return s.examples[0];
    if (s.enum) return String(s.enum[0]);
    if (s.const !== undefined) return String(s.const);
    if (s.format === 'uuid') return randomUUID();
    if (s.format === 'email') return 'shopper@example.com';
    if (s.format === 'uri') return 'https://shop.example/return';
    if (s.format === 'date-time') return new Date().toISOString();
    if (s.pattern) {
      const pattern = new RegExp(s.pattern);
      return PATTERN_CANDIDATES.find((c) => pattern.test(c)) ?? sized(s, 'abcd');
    }
    return sized(s, 'abcd');
  };

  /** A value the schema accepts, as far as JSON Schema can say (every optional property filled in too). */
  const sample = (schema: JsonSchema, depth = 0): unknown => {
    const s = resolve(schema);
    if (depth > 20) return null;
    // The contract's own example wins: it knows the rules JSON Schema cannot say.
    if (s.examples?.length) return s.examples[0];
    if (s.default !== undefined) return s.default;
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    const options = s.anyOf ?? s.oneOf;
    if (options) {
      const chosen = options.find((o) => resolve(o).type !== 'null') ?? options[0]!;
      return sample(chosen, depth + 1);
    }
    switch (Array.isArray(s.type) ? s.type[0] : s.type) {
      case 'string':
        return sampleString(s);
      case 'integer':
      case 'number':
        return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
      case 'boolean':
        return false;
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: s.minItems ?? 1 }, () => sample(s.items ?? {}, depth + 1));
      case 'object':
      default:
        return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
  };

  /** Every string leaf of a body schema, as a path of property names and array indexes. */
  const stringLeaves = (
    schema: JsonSchema,
    path: (string | number)[] = [],
    depth = 0,
  ): [(string | number)[], JsonSchema][] => {
    if (depth > 20) return [];
    const s = resolve(schema);
    const leaves: [(string | number)[], JsonSchema][] = [];
    const text = stringBranch(s);
    if (text && path.length > 0) leaves.push([path, text]);
    // Of a union, the branch `sample` fills in: a leaf of another branch would not be in the body.
    const options = s.anyOf ?? s.oneOf;
    const chosen = options && (options.find((o) => resolve(o).type !== 'null') ?? options[0]);
    if (chosen && (resolve(chosen).type === 'object' || resolve(chosen).type === 'array')) {
      leaves.push(...stringLeaves(chosen, path, depth + 1));
    }
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      leaves.push(...stringLeaves(child, [...path, name], depth + 1));
    }
    if (s.items) leaves.push(...stringLeaves(s.items, [...path, 0], depth + 1));
    return leaves;
  };

  return { resolve, stringBranch, sample, sampleString, sized, stringLeaves };
}

export type SchemaWalker = ReturnType<typeof schemaWalker>;

/** The parts of a request for one operation, each filled with values its schema accepts. */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export function validRequestParts(walker: SchemaWalker, { op }: OperationRef): RequestParts {
  const parts: RequestParts = { params: {}, query: {}, headers: {}, body: undefined };
  for (const param of op.parameters ?? []) {
    const value = walker.sample(param.schema);
    const text = typeof value === 'string' ? value : String(value);
    if (param.in === 'path') parts.params[param.name] = text;
    else if (param.in === 'query' && param.required) parts.query[param.name] = text;
    else if (param.in === 'header' && param.required) parts.headers[param.name] = text;
  }
  const json = op.requestBody?.content?.['application/json'];
  // A body's example (the contract's, for rules JSON Schema cannot state) is used as it is.
  if (json?.example !== undefined) parts.body = structuredClone(json.example);
  else if (json?.schema) parts.body = walker.sample(json.schema);
  return parts;
}

/** `value` placed at `path` inside a copy of `body`. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(body) ? [...body] : [];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  return { ...object, [key!]: withValueAt((object as Record<string, unknown>)[key!], rest, value) };
}
