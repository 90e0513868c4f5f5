import path from 'node:path';

/** What Rolldown's chunking context tells of a module: what it imports statically. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const source = (file: string) => path.resolve(import.meta.dirname, '../src', file);

/**
 * The first screens whose imports get a chunk of their own, in order: the menu's (a menu page, and
 * the page behind the builder) and the builder's. Without these groups the bundler makes a chunk for
 * every distinct set of screens sharing a module: about twenty-five small chunks (many under 1 KB)
 * on a product page, each its own request, six at a time over HTTP/1.1 (decision 228).
 *
 * `lazy`: modules the app imports lazily around those screens, each a few hundred bytes that
 * imports the parts chunk itself (the query client and its provider need the query library, the
 * photo preload the image addresses), so each would be a request of its own for no bytes saved:
 * they join the chunk (decision 238).
 */
export interface FirstScreenPart {
  screens: string;
  chunk: string;
  lazy?: readonly string[];
}

export const FIRST_SCREEN_PARTS: readonly FirstScreenPart[] = [
  {
    screens: source('features/menu/screens.ts'),
    chunk: 'menu-parts',
    lazy: [source('lib/query-provider.tsx'), source('lib/query-client.ts')],
  },
  {
    screens: source('features/product/screens.ts'),
    chunk: 'builder-parts',
    lazy: [source('ui/product-image/preload-product-image.ts')],
  },
];

/**
 * codeSplitting groups, one per first screen: each names the modules its screens module and its
 * lazy modules import, directly or through other static imports, and the lazy modules themselves;
 * the screens modules stay chunks named screens-* (script preloads know them by that name;
 * module-preload.ts). A module both import goes with the menu: the groups' priorities follow
 * FIRST_SCREEN_PARTS, since a group also takes what its modules import (Rolldown's
 * includeDependenciesRecursively), and the one processed first would take the shared code. The
 * start-up groups must come before these, with a higher priority. A module another area imports
 * too goes with the parts: that area then loads the whole chunk, a few kilobytes more where it is
 * the first screen, and already cached when the visitor came through the menu.
 */
export function firstScreenPartGroups(parts: readonly FirstScreenPart[] = FIRST_SCREEN_PARTS) {
  let chunkOf: Map<string, string> | undefined;
  return parts.map(({ chunk }, index) => ({
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      chunkOf ??= partsChunks(parts, graph);
      return chunkOf.get(moduleId) === chunk ? chunk : null;
    },
    priority: parts.length - index,
  }));
}

/**
 * Every module each screens module reaches through static imports, and each lazy module with what
 * it reaches, the first screens winning.
 */
function partsChunks(parts: readonly FirstScreenPart[], graph: ModuleGraph): Map<string, string> {
  const chunkOf = new Map<string, string>();
  const screens = new Set(parts.map((part) => part.screens));
  for (const { screens: start, chunk, lazy = [] } of parts) {
    const stack = [...(graph.getModuleInfo(start)?.importedIds ?? []), ...lazy];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || screens.has(id)) continue;
      seen.add(id);
      if (!chunkOf.has(id)) chunkOf.set(id, chunk);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return chunkOf;
}
