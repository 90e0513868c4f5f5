import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { contentClient } from './app-content-client.ts';
import { useDictionary, useFeatureFlag } from './datasources.ts';
import { contentSpace } from '../../test/content-fixtures.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entries = (pairs: [string, string][]) => ({
  datasource_entries: pairs.map(([name, value], id) => ({ id, name, value, dimension_value: null })),
});

let version = 100;
let requests: string[];
beforeEach(() => {
  version += 1;
  contentClient.checkVersion();
  requests = [];
  useConfigurationStore.setState({
    configuration: {
      settings: {
        WEBSITE_THEME: 'NONE',
        API_BRAZE_KEY: { key: 'k' },
        API_CONTENT_KEY: { key: 'content-key' },
        SESSION_RECORDING_IOS_ASSET_ID: 'i',
        SESSION_RECORDING_ANDROID_ASSET_ID: 'a',
        DELIVERY_SLOT_LENGTH_MINUTES: 15,
        PICKUP_SLOT_LENGTH_MINUTES: 0,
      },
      uris: { ENGAGEMENT_SDK: '/sdk.js', SECONDARY_WEB: 'https://example.com' },
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url.pathname + url.search);
      if (url.pathname.endsWith('/spaces/me')) return json(200, { space: contentSpace(version) });
      if (url.searchParams.get('datasource') === 'dictionary') return json(200, entries([['blog.title', 'Our blog']]));
      return json(
        200,
        entries([
          ['pizzas_page_category', 'enable'],
          ['toppings', 'meat,veggie'],
          ['blank', ''],
        ]),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  return (
    <ul>
      <li>{useDictionary('blog.title', 'Blog')}</li>
      <li>{useDictionary('missing.name', 'Fallback text')}</li>
      <li>{`pizza category ${useFeatureFlag('pizzas_page_category') ? 'on' : 'off'}`}</li>
      <li>{`veggie ${useFeatureFlag('toppings', 'veggie') ? 'on' : 'off'}`}</li>
      <li>{`prawn ${useFeatureFlag('toppings', 'prawn') ? 'on' : 'off'}`}</li>
      <li>{`unknown ${useFeatureFlag('nope') ? 'on' : 'off'}`}</li>
      <li>{`shown by default ${useFeatureFlag('home_shown', undefined, true) ? 'on' : 'off'}`}</li>
      <li>{`empty ${useFeatureFlag('blank') ? 'on' : 'off'}`}</li>
    </ul>
  );
}

describe('dictionary and feature flags', () => {
  it('answers fallbacks until loaded, then the service values', async () => {
    render(<Probe />);
    expect(screen.getByText('Blog')).toBeTruthy();
    expect(screen.getByText('pizza category off')).toBeTruthy();
    expect(screen.getByText('shown by default on')).toBeTruthy();
    expect(await screen.findByText('Our blog')).toBeTruthy();
    expect(screen.getByText('Fallback text')).toBeTruthy();
    expect(await screen.findByText('pizza category on')).toBeTruthy();
    expect(screen.getByText('veggie on')).toBeTruthy();
    expect(screen.getByText('prawn off')).toBeTruthy();
    expect(screen.getByText('unknown off')).toBeTruthy();
    expect(screen.getByText('empty on')).toBeTruthy();
    // Once read, a flag that is not there does not pass, whatever it answered before.
    expect(screen.getByText('shown by default off')).toBeTruthy();
    expect(requests.some((r) => r.includes('datasource=dictionary') && r.includes('per_page=500'))).toBe(true);
  });
});
