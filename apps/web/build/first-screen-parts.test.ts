import { describe, expect, it } from 'vitest';
import { firstScreenPartGroups, FIRST_SCREEN_PARTS } from './first-screen-parts.ts';

// A module graph: two screens modules sharing a card, each with a module of its own, one module
// only the cart imports, a cycle (a ↔ b) under the builder, and a lazily imported query client
// with the query library it needs.
const GRAPH: Record<string, string[]> = {
  '/menu/screens.ts': ['/menu/page.tsx', '/ui/card.tsx'],
  '/menu/page.tsx': ['/ui/card.tsx', '/product/screens.ts'],
  '/product/screens.ts': ['/product/builder.tsx', '/ui/card.tsx'],
  '/product/builder.tsx': ['/product/a.ts'],
  '/product/a.ts': ['/product/b.ts'],
  '/product/b.ts': ['/product/a.ts'],
  '/ui/card.tsx': [],
  '/cart/only.ts': [],
  '/lib/query-client.ts': ['/vendor/query-core.js', '/ui/card.tsx'],
  '/vendor/query-core.js': [],
};
const graph = { getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) };
const parts = [
  { screens: '/menu/screens.ts', chunk: 'menu-parts', lazy: ['/lib/query-client.ts'] },
  { screens: '/product/screens.ts', chunk: 'builder-parts' },
];

/** The chunk a module joins: the name the first group to name it gives, by priority. */
function chunkFor(moduleId: string): string | null {
  const groups = [...firstScreenPartGroups(parts)].sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(moduleId, graph);
    if (name) return name;
  }
  return null;
}

describe('first-screen parts: the chunk each module joins', () => {
  it("puts what the menu's screens import with the menu, the builder's own with the builder", () => {
    expect(chunkFor('/menu/page.tsx')).toBe('menu-parts');
    // Imported by both: the menu comes first, and the page behind the builder is the menu.
    expect(chunkFor('/ui/card.tsx')).toBe('menu-parts');
    expect(chunkFor('/product/builder.tsx')).toBe('builder-parts');
    expect(chunkFor('/product/a.ts')).toBe('builder-parts');
    expect(chunkFor('/product/b.ts')).toBe('builder-parts');
  });

  it('puts a lazy module with its part, and what it imports', () => {
    expect(chunkFor('/lib/query-client.ts')).toBe('menu-parts');
    expect(chunkFor('/vendor/query-core.js')).toBe('menu-parts');
  });

  it('leaves the screens modules and everything else to the bundler', () => {
    expect(chunkFor('/menu/screens.ts')).toBeNull();
    expect(chunkFor('/product/screens.ts')).toBeNull();
    expect(chunkFor('/cart/only.ts')).toBeNull();
  });

  it('gives the menu the higher priority, since a group takes what its modules import', () => {
    expect(firstScreenPartGroups(parts).map((group) => group.priority)).toEqual([2, 1]);
    // Each group names its own chunk's modules only.
    const [menu, builder] = firstScreenPartGroups(parts);
    expect(menu!.name('/product/builder.tsx', graph)).toBeNull();
    expect(builder!.name('/ui/card.tsx', graph)).toBeNull();
  });

  it("names the app's menu and product screens modules, which exist", async () => {
    const { existsSync } = await import('node:fs');
    expect(FIRST_SCREEN_PARTS.map((part) => part.chunk)).toEqual(['menu-parts', 'builder-parts']);
    for (const part of FIRST_SCREEN_PARTS)
      for (const file of [part.screens, ...(part.lazy ?? [])]) expect([file, existsSync(file)]).toEqual([file, true]);
  });
});
