import { configurationSchema } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import {
  fetchConfiguration,
  loadConfiguration,
  refreshConfiguration,
  parseConfiguration,
  supportPhone,
  useConfigurationStore,
} from './get-configuration.ts';

const variants: [string, unknown][] = [
  ['valid', sampleConfiguration],
  ['extra top-level key', { ...sampleConfiguration, other: 1 }],
  ['missing uris', { settings: sampleConfiguration.settings }],
  ['theme not a string', { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, WEBSITE_THEME: 1 } }],
  [
    'negative slot length',
    { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, PICKUP_SLOT_LENGTH_MINUTES: -1 } },
  ],
  [
    'fractional slot length',
    { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, DELIVERY_SLOT_LENGTH_MINUTES: 1.5 } },
  ],
  [
    'braze key as string',
    { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, API_BRAZE_KEY: 'k' } },
  ],
  [
    'braze key with extras',
    { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, API_BRAZE_KEY: { key: 'k', x: 1 } } },
  ],
  ['extra uri not a string', { ...sampleConfiguration, uris: { ...sampleConfiguration.uris, OTHER: 2 } }],
  ['missing SECONDARY_WEB', { ...sampleConfiguration, uris: { ENGAGEMENT_SDK: 'x' } }],
  ['array', []],
];

describe('parseConfiguration', () => {
  it.each(variants)('agrees with configurationSchema: %s', (_name, value) => {
    const contractAccepts = configurationSchema.safeParse(value).success;
    if (contractAccepts) expect(parseConfiguration(value)).toEqual(value);
    else expect(() => parseConfiguration(value)).toThrow();
  });
});

describe('fetchConfiguration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls GET /api/v1/Configuration', async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json(sampleConfiguration));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchConfiguration()).resolves.toEqual(sampleConfiguration);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/Configuration');
  });

  it('keeps the configuration for the visit', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(sampleConfiguration)));
    await loadConfiguration();
    expect(useConfigurationStore.getState().configuration).toEqual(sampleConfiguration);
  });

  it('the second fetch at start-up goes through the API client and replaces the settings read', async () => {
    useConfigurationStore.setState({ configuration: sampleConfiguration });
    const newer = { ...sampleConfiguration, settings: { ...sampleConfiguration.settings, WEBSITE_THEME: 'christmas' } };
    const fetchMock = vi.fn().mockResolvedValue(Response.json(newer));
    vi.stubGlobal('fetch', fetchMock);
    await refreshConfiguration();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/Configuration');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } });
    expect(useConfigurationStore.getState().configuration?.settings.WEBSITE_THEME).toBe('christmas');
  });

  it('fails with the API error on a 500', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    await expect(fetchConfiguration()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('supportPhone', () => {
  it('uses SUPPORT_PHONE, else 13 11 66', () => {
    expect(supportPhone(undefined)).toBe('13 11 66');
    const custom = {
      ...sampleConfiguration,
      settings: { ...sampleConfiguration.settings, SUPPORT_PHONE: '1300 000 000' },
    };
    expect(supportPhone(custom)).toBe('1300 000 000');
  });
});
