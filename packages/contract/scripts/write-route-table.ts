// npm run contract:routes: rewrites the generated route table from the endpoint table.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { endpoints } from '../src/endpoints/index.ts';
import { ROUTE_TABLE_FILE, routeTableSource } from '../src/endpoints/route-table.ts';

const file = resolve(import.meta.dirname, '../../..', ROUTE_TABLE_FILE);
writeFileSync(file, routeTableSource(endpoints));
console.log(`wrote ${Object.keys(endpoints).length} routes to ${ROUTE_TABLE_FILE}`);
