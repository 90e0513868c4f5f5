// The app's dictionary look-up and feature-flag check over the content service's datasources
// (spec document 2 section 7; the flag rule is document 1 section 3). Zod-free and read after the
// first paint through the shared content client (its cache keeps the dictionary 30 minutes, other
// datasources 5), so the landing can use them (decision 011). Until a datasource is read, or when
// the service fails, the caller's fallback stands: nothing waits on them.
import { isFlagEnabled } from '@storefront/domain';
import type { DatasourceSlug } from '@storefront/contract';
import { CONTENT_LIMITS } from '@storefront/contract/http';
import { useEffect, useState } from 'react';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { contentKeyOf } from './content-key.ts';

/** How many feature flags one read brings (the service's page maximum). */
const FLAGS_READ_SIZE = CONTENT_LIMITS.perPageMax;

type Entries = ReadonlyMap<string, string>;

/** The answer's name → value pairs; anything not shaped like an entry is left out. */
export function entriesOf(answer: unknown): Entries {
  const entries = new Map<string, string>();
  const list = (answer as { datasource_entries?: unknown } | null)?.datasource_entries;
  if (!Array.isArray(list)) return entries;
  for (const entry of list as { name?: unknown; value?: unknown }[]) {
    if (typeof entry?.name === 'string' && typeof entry.value === 'string') entries.set(entry.name, entry.value);
  }
  return entries;
}

/** A datasource's entries once read; null while loading, without a content key, or on failure. */
function useDatasource(datasource: DatasourceSlug, perPage: number): Entries | null {
  const key = useConfigurationStore((s) => contentKeyOf(s.configuration));
  const [entries, setEntries] = useState<Entries | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    import('./app-content-client.ts')
      .then(({ contentClient }) => contentClient.datasource(datasource, perPage))
      .then(
        (answer) => {
          if (current) setEntries(entriesOf(answer));
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [key, datasource, perPage]);
  return entries;
}

/** The dictionary's entries (up to 500), or null until read. */
export const useDictionaryEntries = () => useDatasource('dictionary', CONTENT_LIMITS.dictionaryMax);

/** The dictionary's text for `name`; `fallback` until it is read, or when it has none or an empty one. */
export function useDictionary(name: string, fallback: string): string {
  return useDictionaryEntries()?.get(name) || fallback;
}

/**
 * Whether flag `id` passes for `asked` (enable, empty, or a comma-separated list holding it).
 * `whileUnknown` answers until the flags are read (and when they cannot be): a part that shows
 * by default passes true so it neither flickers in nor vanishes when the service is down. Once
 * read, a flag that is not there does not pass.
 */
export function useFeatureFlag(id: string, asked?: string, whileUnknown = false): boolean {
  const flags = useDatasource('feature-flags', FLAGS_READ_SIZE);
  return flags === null ? whileUnknown : isFlagEnabled(flags.get(id), asked);
}

/** Dictionary names with their fallbacks, by the caller's own keys. */
export type DictionaryWords<K extends string> = Record<K, readonly [name: string, fallback: string]>;

/** Every word of a screen from one dictionary read, each falling back as useDictionary does. */
export function useDictionaryWords<K extends string>(words: DictionaryWords<K>): Record<K, string> {
  const dictionary = useDictionaryEntries();
  const looked = {} as Record<K, string>;
  for (const key of Object.keys(words) as K[]) {
    const [name, fallback] = words[key];
    looked[key] = dictionary?.get(name) || fallback;
  }
  return looked;
}
