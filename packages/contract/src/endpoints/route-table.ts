// Writes the method and path of every endpoint as a module with no schema library in it, so the
// app's client can find a route by name without loading zod (docs/decisions/011 keeps zod out of
// the first page load). `npm run contract:routes` rewrites it; a test fails when it is stale.
import type { EndpointDefinition } from './define.ts';

export const ROUTE_TABLE_FILE = 'packages/contract/src/routes.generated.ts';

export function routeTableSource(endpoints: Readonly<Record<string, EndpointDefinition>>): string {
  const rows = Object.entries(endpoints)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { method, path }]) => `  ${name}: { method: '${method}', path: '${path}' },`);
  return [
    '// Generated from the endpoint table (packages/contract/src/endpoints) by `npm run contract:routes`.',
    '// Do not edit: change the table and run the script.',
    'export const endpointRoutes = {',
    ...rows,
    '} as const;',
    '',
    'export type EndpointName = keyof typeof endpointRoutes;',
    '',
  ].join('\n');
}
