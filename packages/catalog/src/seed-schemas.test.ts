import { describe, expect, it } from 'vitest';
import {
  categorySchema,
  configurationSchema,
  productSchema,
  storeSeedSchema,
  upsellSchema,
} from '@storefront/contract';
import { categories, configuration, edgeStoreCodes, products, stores, upsells } from './index.ts';

interface Schema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Parses every item, reporting which ones fail and why. */
const failures = <T>(schema: Schema, items: T[], name: (item: T) => string): string[] =>
  items.flatMap((item) => {
    const result = schema.safeParse(item);
    const issues = result.error?.issues ?? [];
    return result.success
      ? []
      : [`${name(item)}: ${issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`).join('; ')}`];
  });

describe('the seed catalogue matches the contract', () => {
  it('parses every category', () => {
    expect(failures(categorySchema, categories, (category) => category.code)).toEqual([]);
  });

  it('parses every product', () => {
    expect(failures(productSchema, products, (product) => product.slug)).toEqual([]);
  });

  it('parses every store seed', () => {
    expect(failures(storeSeedSchema, stores, (store) => store.code)).toEqual([]);
  });

  it('parses every upsell', () => {
    expect(failures(upsellSchema, upsells, (upsell) => String(upsell.upsellId))).toEqual([]);
  });

  it('parses the configuration, with the settings this setup needs', () => {
    expect(configurationSchema.parse(configuration)).toEqual(configuration);
    expect(configuration.settings).toMatchObject({
      WEBSITE_THEME: 'NONE',
      API_BRAZE_KEY: { key: 'local-engagement-key' },
      DELIVERY_SLOT_LENGTH_MINUTES: 15,
      PICKUP_SLOT_LENGTH_MINUTES: 0,
      SUPPORT_PHONE: '13 11 66',
    });
    expect(configuration.uris).toEqual({
      ENGAGEMENT_SDK: '/engagement/sdk.js',
      SECONDARY_WEB: 'https://www.redroofpizza.com.au',
    });
  });

  it('is plain JSON data: nothing is lost in a round trip', () => {
    const seed = { categories, configuration, products, stores, upsells, edgeStoreCodes };
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed);
  });
});
