import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the web build's manifest (Vite's `build.manifest`: dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What a page's first screen loads, as site addresses: the HTML's own scripts first. */
export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/** The files of the web build's modules, for `Link` headers; empty lists when the build has no manifest. */
export type ScreenFilesOf = (sources: readonly string[]) => ScreenFiles;

/**
 * Reads the web build's manifest once. `screenFilesOf` gives, for source modules the app loads
 * lazily (`src/features/menu/screens.ts`), every script and style sheet they load before they run,
 * after the scripts the HTML loads (its entry and the entry's imports): preloads named in a header
 * start before the HTML's own, and the entry has to run before any screen can. The HTML's style
 * sheets are inlined in it (apps/web/vite.config.ts) and are not named. A source the build does
 * not have is left out: a preload is a hint, never a requirement.
 */
export function readScreenFiles(distDir: string): ScreenFilesOf {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => ({ scripts: [], styles: [] });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inHtml = staticClosure(manifest, 'index.html', new Set());
  // Pages ask with a few fixed lists (page-preloads.ts): each answered once, not on every request.
  const answered = new Map<readonly string[], ScreenFiles>();
  const filesOf = (sources: readonly string[]): ScreenFiles => {
    const chunks = new Set(inHtml);
    for (const source of sources) staticClosure(manifest, source, chunks);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const key of chunks) {
      const chunk = manifest[key]!;
      if (chunk.file.endsWith('.js')) scripts.add(`/${chunk.file}`);
      if (!inHtml.has(key)) for (const css of chunk.css ?? []) styles.add(`/${css}`);
    }
    return { scripts: [...scripts], styles: [...styles] };
  };
  return (sources) => {
    let files = answered.get(sources);
    if (!files) answered.set(sources, (files = filesOf(sources)));
    return files;
  };
}

/** A manifest entry and its static imports, transitively (what the browser loads before it runs). */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
