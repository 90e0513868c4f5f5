// `npm run cap:sync` first: dist-native/ from dist/ (native-web.ts), the folder Capacitor copies.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeNativeWeb } from './native-web.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No web build in apps/web/dist: run `npm run build --workspace @storefront/web` first.');
  process.exit(1);
}
writeNativeWeb(dist, path.join(webDir, 'dist-native'));
console.log('dist-native/ written: the web build without compressed copies, source maps, manifest or landing.html');
