// The configuration endpoint (GET /api/v1/Configuration): fetched once at start-up (a failure is fatal) and kept in a small
// store, so the first page needs no query library (see docs/decisions/011). The query cache is
// seeded from it too (query-provider.tsx) for screens that prefer `useQuery(configurationQuery)`.
import type { Configuration } from '@storefront/contract';
import { SUPPORT_PHONE } from '@storefront/domain';
import { create } from 'zustand';
import { applyWebsiteTheme } from '../website-theme.ts';
import { callApi } from './call-api.ts';

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks the answer against the contract's required keys. Same rules as `configurationSchema`
 * (a test runs both over the same samples); hand-written so zod stays out of the first load.
 */
export function parseConfiguration(value: unknown): Configuration {
  if (!isRecord(value) || !isRecord(value.settings) || !isRecord(value.uris)) {
    throw new ConfigurationError('Configuration must have settings and uris maps');
  }
  const extra = Object.keys(value).filter((key) => key !== 'settings' && key !== 'uris');
  if (extra.length) throw new ConfigurationError(`Unexpected configuration keys: ${extra.join(', ')}`);
  const { settings, uris } = value;
  for (const key of ['WEBSITE_THEME', 'SESSION_RECORDING_IOS_ASSET_ID', 'SESSION_RECORDING_ANDROID_ASSET_ID']) {
    if (typeof settings[key] !== 'string') throw new ConfigurationError(`settings.${key} must be a string`);
  }
  for (const key of ['DELIVERY_SLOT_LENGTH_MINUTES', 'PICKUP_SLOT_LENGTH_MINUTES']) {
    const n = settings[key];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      throw new ConfigurationError(`settings.${key} must be a whole number of minutes`);
    }
  }
  const braze = settings.API_BRAZE_KEY;
  if (!isRecord(braze) || typeof braze.key !== 'string' || Object.keys(braze).length !== 1) {
    throw new ConfigurationError('settings.API_BRAZE_KEY must be { key }');
  }
  for (const [key, uri] of Object.entries(uris)) {
    if (typeof uri !== 'string') throw new ConfigurationError(`uris.${key} must be a string`);
  }
  for (const key of ['ENGAGEMENT_SDK', 'SECONDARY_WEB']) {
    if (typeof uris[key] !== 'string') throw new ConfigurationError(`uris.${key} must be a string`);
  }
  return value as Configuration;
}

export async function fetchConfiguration(): Promise<Configuration> {
  return parseConfiguration(await callApi('configuration'));
}

export const useConfigurationStore = create<{ configuration: Configuration | null }>()(() => ({ configuration: null }));

// Whichever answer is current, its WEBSITE_THEME is the one applied.
useConfigurationStore.subscribe(({ configuration }) => {
  if (typeof document !== 'undefined') applyWebsiteTheme(configuration);
});

/** Start-up step: fetch, then keep for the whole visit. */
export async function loadConfiguration(): Promise<Configuration> {
  const configuration = await fetchConfiguration();
  useConfigurationStore.setState({ configuration });
  return configuration;
}

/**
 * Spec section 7: "Start-up also fetches the configuration through an API client". The answer
 * replaces the settings and uris read so far (the store, and the query cache when it has one).
 */
export async function refreshConfiguration(): Promise<Configuration> {
  const configuration = await fetchConfiguration();
  useConfigurationStore.setState({ configuration });
  return configuration;
}

export const configurationQuery = {
  queryKey: ['configuration'] as const,
  queryFn: fetchConfiguration,
  staleTime: Infinity,
};

/** The configuration fetched at start-up (always present once the app is mounted). */
export const useConfiguration = (): Configuration | undefined =>
  useConfigurationStore((s) => s.configuration) ?? undefined;

export function supportPhone(configuration: Configuration | undefined): string {
  const phone = configuration?.settings.SUPPORT_PHONE;
  return typeof phone === 'string' && phone.trim() ? phone : SUPPORT_PHONE;
}

export const useSupportPhone = (): string => supportPhone(useConfiguration());

/**
 * The sign-in providers configured for this environment (settings.LOGIN_PROVIDERS, e.g. ['Google',
 * 'Apple', 'PayPal']); none when the setting is missing.
 */
export function configuredLoginProviders(): string[] {
  return loginProvidersOf(useConfigurationStore.getState().configuration ?? undefined);
}

export function loginProvidersOf(configuration: Configuration | undefined): string[] {
  const value = configuration?.settings.LOGIN_PROVIDERS;
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

/** The sign-in providers configured, read reactively for a screen. */
export const useLoginProviders = (): string[] => loginProvidersOf(useConfiguration());
