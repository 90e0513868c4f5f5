// Chunk budgets (docs/performance.md): what the landing loads before it can run, and each chunk
// loaded later, gzip-compressed, from the build's manifest. Fails when one passes its budget. Runs
// in `npm test` after the browser journeys (which build the app when stale).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** KB gzip (level 9). The landing's is today's size with a little room, under the 90 KB target (decision 219). */
const BUDGETS = {
  landingFirstLoad: 85,
  laterChunk: 40,
  /** The markdown renderer (react-markdown, remark, rehype-sanitize), loaded only by content pages. */
  libraries: { markdown: 55 },
};

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Every chunk a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const firstLoad = staticClosure('index.html');
const landing = [...firstLoad].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const rows = [['landing first load (entry and its static imports)', landing, BUDGETS.landingFirstLoad]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (firstLoad.has(key) || !chunk.file.endsWith('.js')) continue;
  const library = Object.keys(BUDGETS.libraries).find((name) => path.basename(chunk.file).startsWith(`${name}-`));
  rows.push([chunk.src ?? chunk.file, gzipKb(chunk.file), library ? BUDGETS.libraries[library] : BUDGETS.laterChunk]);
}

let over = 0;
for (const [name, size, budget] of rows.sort((a, b) => b[1] - a[1])) {
  if (size > budget) over += 1;
  console.log(
    `${(size > budget ? 'OVER' : 'ok').padEnd(4)} ${size.toFixed(1).padStart(6)} KB of ${String(budget).padStart(3)} KB  ${name}`,
  );
}
if (over > 0) {
  console.error(`\n${over} chunk budget(s) passed (KB gzip, level 9).`);
  process.exit(1);
}

// The screens a guest meets before checkout build no schemas: the schema library (zod, its own
// chunk) and the contract's schemas cost 55 KB and about 50 ms of main thread to set up.
const schemaFree = ['menu', 'product', 'basket', 'location', 'stores'].map((area) => `src/features/${area}/screens.ts`);
const withSchemas = schemaFree.filter((key) =>
  [...staticClosure(key)].some((chunk) => path.basename(manifest[chunk].file).startsWith('zod-')),
);
if (withSchemas.length > 0) {
  console.error(`\nThese screens load the schema library: ${withSchemas.join(', ')}`);
  process.exit(1);
}

// Script preloads a chunk's imports only for a feature area's screens, known by the chunk's name
// (apps/web/build/module-preload.ts; decision 226): every area's chunk must still be named so.
const areaChunks = Object.entries(manifest).filter(([key]) =>
  /^src\/features\/[^/]+\/(return-)?screens\.ts$/.test(key),
);
const misnamed = areaChunks.filter(([, chunk]) => !/^(return-)?screens-[\w-]+\.js$/.test(path.basename(chunk.file)));
if (areaChunks.length === 0 || misnamed.length > 0) {
  console.error(
    `\nFeature areas whose chunk is not named screens-*.js: ${misnamed.map(([key]) => key).join(', ') || 'none found'}`,
  );
  process.exit(1);
}
console.log(
  `\nEvery chunk within its budget (${rows.length} checked, KB gzip, level 9); the guest's screens before checkout load no schemas; ${areaChunks.length} feature areas' chunks named screens-*.js.`,
);
