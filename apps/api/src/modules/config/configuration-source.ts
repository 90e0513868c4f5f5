import type { Configuration, OAuthProvider } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { cachedValue } from '../../platform/cache.ts';
import { readConfiguration } from './config.repository.ts';

const CONFIGURATION_CACHE_MS = 60_000;

/**
 * The stored LOGIN_PROVIDERS narrowed to the providers this server can sign in with, so the app
 * never offers a sign-in (or the PayPal payment, which needs PayPal sign-in) that would only fail.
 */
function withServedLoginProviders(configuration: Configuration, served: readonly OAuthProvider[]): Configuration {
  const stored = configuration.settings.LOGIN_PROVIDERS;
  const named = Array.isArray(stored) ? stored : [];
  const loginProviders = named.filter((name) => served.includes(name as OAuthProvider));
  return { ...configuration, settings: { ...configuration.settings, LOGIN_PROVIDERS: loginProviders } };
}

/** The configuration, read from the database at most once a minute, shared by every module. */
export function configurationSource(db: Db, servedLoginProviders: readonly OAuthProvider[]) {
  const cache = cachedValue(CONFIGURATION_CACHE_MS, async () =>
    withServedLoginProviders(await readConfiguration(db), servedLoginProviders),
  );
  return { get: (): Promise<Configuration> => cache.get() };
}

export type ConfigurationSource = ReturnType<typeof configurationSource>;
