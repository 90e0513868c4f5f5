import type { Configuration } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { cachedValue } from '../../platform/cache.ts';
import { readConfiguration } from './config.repository.ts';

const CONFIGURATION_CACHE_MS = 60_000;

/** The configuration, read from the database at most once a minute, shared by every module. */
export function configurationSource(db: Db) {
  const cache = cachedValue(CONFIGURATION_CACHE_MS, () => readConfiguration(db));
  return { get: (): Promise<Configuration> => cache.get() };
}

export type ConfigurationSource = ReturnType<typeof configurationSource>;
