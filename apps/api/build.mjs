// Bundles the API and our workspace packages into dist/server.js; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@storefront/'));
const catalogPkg = JSON.parse(readFileSync(new URL('../../packages/catalog/package.json', import.meta.url), 'utf8'));
const domainPkg = JSON.parse(readFileSync(new URL('../../packages/domain/package.json', import.meta.url), 'utf8'));
for (const deps of [catalogPkg.dependencies, domainPkg.dependencies]) {
  for (const name of Object.keys(deps ?? {})) if (!name.startsWith('@storefront/')) external.push(name);
}

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('api built: dist/server.js');
