// Puts a built chunk's stack frames back in our source: the app's build writes hidden source maps
// beside its chunks (vite.config.ts: build.sourcemap 'hidden'; the static server never serves them),
// and the API reads them from the build directory. Frames of other files are left as they came.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import type { ErrorReportFrame } from '@storefront/contract';
import type { RawFrame } from './envelope-events.ts';

/** A chunk's name as Vite writes it; anything else (a path with '..', another folder) is not looked up. */
const CHUNK_NAME = /^[\w.-]+\.js$/;
/** Consumers kept open: a release has a few dozen chunks and a stack touches a handful. */
const CACHED_MAPS = 32;

export interface SourceMapResolver {
  resolve(frames: RawFrame[]): Promise<ErrorReportFrame[]>;
  close(): void;
}

/** The chunk file under `assets/` a frame's file (a URL or a path) names, if any. */
export function chunkOf(file: string | null): string | null {
  if (!file) return null;
  let pathname = file;
  try {
    pathname = new URL(file).pathname;
  } catch {
    // Not a URL: a path as it stands.
  }
  const match = /^\/assets\/([^/]+)$/.exec(pathname);
  return match && CHUNK_NAME.test(match[1]!) ? match[1]! : null;
}

/** Resolves frames against the maps in `distDir/assets` (the app's build directory). */
export function sourceMapResolver(distDir: string): SourceMapResolver {
  const consumers = new Map<string, Promise<SourceMapConsumer | null>>();
  // Sources in the map are relative to the chunk; shown relative to the app's folder (src/...).
  const appDir = path.dirname(distDir);

  const load = async (mapFile: string): Promise<SourceMapConsumer | null> => {
    try {
      return await new SourceMapConsumer(JSON.parse(await readFile(mapFile, 'utf8')));
    } catch {
      return null; // No map (another release's chunk) or an unreadable one: the frame stays as sent.
    }
  };

  const consumerFor = (chunk: string) => {
    const mapFile = path.join(distDir, 'assets', `${chunk}.map`);
    let consumer = consumers.get(mapFile);
    if (!consumer) {
      if (consumers.size >= CACHED_MAPS) {
        const [oldest, evicted] = consumers.entries().next().value!;
        consumers.delete(oldest);
        void evicted.then((c) => c?.destroy());
      }
      consumer = load(mapFile);
      consumers.set(mapFile, consumer);
    }
    return consumer;
  };

  const resolveFrame = async (frame: RawFrame): Promise<ErrorReportFrame> => {
    const chunk = chunkOf(frame.file);
    if (!chunk || frame.line === null) return { ...frame, original: null };
    const consumer = await consumerFor(chunk);
    // Stack columns count from 1; source-map's from 0.
    const position = consumer?.originalPositionFor({ line: frame.line, column: Math.max((frame.column ?? 1) - 1, 0) });
    if (!position?.source || position.line === null) return { ...frame, original: null };
    const source = path.resolve(distDir, 'assets', position.source);
    return {
      ...frame,
      original: {
        file: path.relative(appDir, source).split(path.sep).join('/'),
        line: position.line,
        column: position.column === null ? null : position.column + 1,
        function: position.name ?? frame.function,
      },
    };
  };

  return {
    resolve: (frames) => Promise.all(frames.map(resolveFrame)),
    close() {
      for (const consumer of consumers.values()) void consumer.then((c) => c?.destroy());
      consumers.clear();
    },
  };
}
