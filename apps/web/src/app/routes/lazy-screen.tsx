// Lazy loading per area, through the chunk-reload guard. Each lazy screen comes wrapped in the
// query provider, which loads alongside the first one.
import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../navigation/chunk-reload.ts';

type Module = Record<string, unknown>;

const loadQueryProvider = () => loadChunk(() => import('../../lib/query-provider.tsx'));

async function loadWrapped<P extends object>(load: () => Promise<Module>, name: string): Promise<ComponentType<P>> {
  const [module, { QueryProvider }] = await Promise.all([loadChunk(load), loadQueryProvider()]);
  const Screen = module[name] as ComponentType<P>;
  function WithQuery(props: P) {
    return (
      <QueryProvider>
        <Screen {...props} />
      </QueryProvider>
    );
  }
  WithQuery.displayName = `WithQuery(${name})`;
  return WithQuery;
}

/** Route `lazy` for one screen of an area module (React Router loads it before rendering). */
export function screen<M extends Module>(load: () => Promise<M>, name: keyof M & string) {
  return { lazy: { Component: () => loadWrapped(load, name) as Promise<ComponentType> } };
}

/** React.lazy for components that are not routes (overlays, splat screens). */
export function lazyComponent<P extends object, M extends Module>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: await loadWrapped<P>(load, name) }));
}
