// The generated route table is the endpoint table's methods and paths, and the table joins areas
// without letting a name or a route be used twice.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from './define.ts';
import { endpoints } from './index.ts';
import { joinEndpointAreas } from './join.ts';
import { ROUTE_TABLE_FILE, routeTableSource } from './route-table.ts';
import { endpointRoutes } from '../routes.generated.ts';

const ping = (path: `/${string}`) =>
  endpoint({ method: 'GET', path, summary: 'ping', tags: [], responses: { 200: z.null() } });

describe('endpoint table', () => {
  it('routes.generated.ts is current (run npm run contract:routes when this fails)', () => {
    const written = readFileSync(resolve(import.meta.dirname, '../../../..', ROUTE_TABLE_FILE), 'utf8');
    expect(written).toBe(routeTableSource(endpoints));
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  // A closing '*' is the rest of the path (a story's full slug), named '*' in the params schema.
  it('every path is absolute and names each of its parameters in the params schema', () => {
    for (const [name, definition] of Object.entries(endpoints) as [
      string,
      (typeof endpoints)[keyof typeof endpoints],
    ][]) {
      expect(definition.path, name).toMatch(/^\/[a-zA-Z0-9/:._-]*(\/\*)?$/);
      const names = [...definition.path.matchAll(/:([a-zA-Z]+)|\*$/g)].map((m) => m[1] ?? '*');
      const params = 'params' in definition ? Object.keys((definition.params as z.ZodObject).shape) : [];
      expect(params.sort(), name).toEqual(names.sort());
    }
  });

  it('refuses a name or a method and path defined twice', () => {
    expect(() => joinEndpointAreas({ a: ping('/x') }, { a: ping('/y') })).toThrow('Endpoint name a is defined twice');
    expect(() => joinEndpointAreas({ a: ping('/x') }, { b: ping('/x') })).toThrow('GET /x is defined twice: a and b');
    expect(Object.keys(joinEndpointAreas({ a: ping('/x') }, { b: ping('/y') }))).toEqual(['a', 'b']);
  });
});
