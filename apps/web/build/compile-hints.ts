import type { Plugin } from 'vite';

/**
 * V8 compiles a function when it first runs: on a first visit (no code cache yet) the start-up's
 * and the first screen's functions were compiled one by one on the main thread, inside the long
 * tasks of the entry's evaluation and the first render. Chromium's explicit compile hint, this
 * comment on the first line of a script, has all its functions compiled with the script instead,
 * on the background thread that streams it in (decision 234). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the bundle tells of a chunk. */
export interface ChunkFacts {
  name: string;
  isEntry: boolean;
}

/**
 * The entry and the named chunks, whose code runs as soon as they load: the start-up's and the
 * first screens'. Not the rest (a lazily loaded library, say, calls few of its functions at once:
 * compiling them all would cost memory and background work for nothing).
 */
export function isHinted(chunk: ChunkFacts, hintedChunks: ReadonlySet<string>): boolean {
  return chunk.isEntry || hintedChunks.has(chunk.name);
}

/** A source map's JSON for the same file with one line more at its top. */
export function withLineAbove(sourceMap: string): string {
  const map = JSON.parse(sourceMap) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the hint on the first line of the entry and of `hintedChunks`, last of all the bundle's
 * changes: the build's import analysis puts its list of a chunk's dependencies at the very top of
 * the chunks that load others, above anything added before. Their source maps (kept for error
 * reports, decision 172) move down a line with the code.
 */
export function compileHints(hintedChunks: readonly string[]): Plugin {
  const hinted = new Set(hintedChunks);
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !isHinted(file, hinted)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') map.source = withLineAbove(String(map.source));
        }
      },
    },
  };
}
