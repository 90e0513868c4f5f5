// The library the API's error reports read these maps with (source-map-resolver.ts).
import { SourceMapConsumer } from 'source-map';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, isHinted, withLineAbove } from './compile-hints.ts';

const chunk = (fileName: string, name: string, code: string, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  name,
  isEntry,
  code,
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

// A map of `const a=1;\nexport{a};` back to two source lines, `a` at line 1 column 6 and `export` at line 2.
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['src/a.ts'],
  names: [],
  mappings: 'AAAA,MAAM;AACN',
});

function runPlugin(bundle: Record<string, ReturnType<typeof chunk> | ReturnType<typeof asset>>, hinted: string[]) {
  const plugin = compileHints(hinted);
  const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('is the comment Chromium reads as “compile every function of this script now”', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('hints the entry and the named chunks only', () => {
    const named = new Set(['start-libraries', 'screens']);
    expect(isHinted({ name: 'index', isEntry: true }, named)).toBe(true);
    expect(isHinted({ name: 'start-libraries', isEntry: false }, named)).toBe(true);
    expect(isHinted({ name: 'screens', isEntry: false }, named)).toBe(true);
    expect(isHinted({ name: 'sentry-reporter', isEntry: false }, named)).toBe(false);
    expect(isHinted({ name: 'screens-extra', isEntry: false }, named)).toBe(false);
  });

  it('puts the hint on the first line, above the dependency list the build put there', () => {
    const bundle = runPlugin(
      {
        'assets/index-A1.js': chunk('assets/index-A1.js', 'index', 'const __vite__mapDeps=()=>[];\nrun();', true),
        'assets/screens-B2.js': chunk('assets/screens-B2.js', 'screens', 'export{a};'),
        'assets/sentry-C3.js': chunk('assets/sentry-C3.js', 'sentry-reporter', 'export{b};'),
        'assets/index-D4.css': asset('assets/index-D4.css', 'body{}'),
      },
      ['screens'],
    );
    expect((bundle['assets/index-A1.js'] as { code: string }).code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nrun();`,
    );
    expect((bundle['assets/screens-B2.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nexport{a};`);
    expect((bundle['assets/sentry-C3.js'] as { code: string }).code).toBe('export{b};');
    expect((bundle['assets/index-D4.css'] as { source: string }).source).toBe('body{}');
  });

  it('moves a hinted chunk’s source map down a line, so error reports still point at the right source', async () => {
    const bundle = runPlugin(
      {
        'assets/screens-B2.js': chunk('assets/screens-B2.js', 'screens', 'const a=1;\nexport{a};'),
        'assets/screens-B2.js.map': asset('assets/screens-B2.js.map', SOURCE_MAP),
      },
      ['screens'],
    );
    const map = await new SourceMapConsumer(
      JSON.parse(String((bundle['assets/screens-B2.js.map'] as { source: string }).source)),
    );
    // The hint's line maps to nothing; `a` and `export` are one line lower and still map home.
    expect(map.originalPositionFor({ line: 1, column: 6 }).source).toBeNull();
    expect(map.originalPositionFor({ line: 2, column: 6 })).toMatchObject({ source: 'src/a.ts', line: 1, column: 6 });
    expect(map.originalPositionFor({ line: 3, column: 0 })).toMatchObject({ source: 'src/a.ts', line: 2, column: 0 });
    map.destroy();
  });

  it('keeps the rest of the map as it was', () => {
    const moved = JSON.parse(withLineAbove(SOURCE_MAP)) as Record<string, unknown>;
    expect(moved).toEqual({ ...JSON.parse(SOURCE_MAP), mappings: ';AAAA,MAAM;AACN' });
  });
});
