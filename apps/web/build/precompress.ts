import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends as text: each gets a .br and a .gz beside it. */
const COMPRESSIBLE = /\.(html|js|css|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Every compressible file under `dir`, source maps and the build's manifest folder left out. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) && statSync(file).size >= PRECOMPRESS_MIN_BYTES ? [file] : [];
  });
}

/** Writes file.br (brotli, best) and file.gz (gzip, best) beside each compressible file of `dir`. */
export function precompressDirectory(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
  return files.length;
}

/**
 * Compressed copies of the built files, made once at the best settings (decision 225): the server
 * sends them as they are (@fastify/static `preCompressed`), the app's HTML included, instead of
 * compressing each answer at a fast setting, or not at all for the HTML it sends for the app's
 * own paths. Runs after every other plugin has written its files (the service worker's too).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
