import { NO_THEME as CONTRACT_NO_THEME } from '@storefront/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleConfiguration } from '../test/fixtures.ts';
import { useConfigurationStore } from './api/get-configuration.ts';
import { applyWebsiteTheme, NO_THEME, websiteTheme } from './website-theme.ts';

const withTheme = (WEBSITE_THEME: string) => ({
  ...sampleConfiguration,
  settings: { ...sampleConfiguration.settings, WEBSITE_THEME },
});

afterEach(() => useConfigurationStore.setState({ configuration: null }));

describe('WEBSITE_THEME', () => {
  it("applies the configured theme; 'NONE' (or blank) means none", () => {
    expect(websiteTheme(withTheme('christmas').settings)).toBe('christmas');
    expect(websiteTheme(withTheme('NONE').settings)).toBeNull();
    expect(websiteTheme(withTheme('  ').settings)).toBeNull();
    expect(NO_THEME).toBe(CONTRACT_NO_THEME);
    const root = document.createElement('html');
    applyWebsiteTheme(withTheme('christmas'), root);
    expect(root.dataset.theme).toBe('christmas');
    applyWebsiteTheme(withTheme('NONE'), root);
    expect(root.dataset.theme).toBeUndefined();
  });

  it('follows the configuration the app holds (start-up and the second fetch)', () => {
    useConfigurationStore.setState({ configuration: withTheme('christmas') });
    expect(document.documentElement.dataset.theme).toBe('christmas');
    useConfigurationStore.setState({ configuration: withTheme('NONE') });
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
