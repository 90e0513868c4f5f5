import { configurationSchema } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/Configuration', () => {
  it('answers the settings and uris maps from the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/Configuration' });
    expect(res.statusCode).toBe(200);
    const body = configurationSchema.parse(res.json());
    expect(body.settings.WEBSITE_THEME).toBe('NONE');
    expect(body.settings.API_BRAZE_KEY).toEqual({ key: expect.any(String) });
    expect(body.settings.SESSION_RECORDING_IOS_ASSET_ID).toEqual(expect.any(String));
    expect(body.settings.SESSION_RECORDING_ANDROID_ASSET_ID).toEqual(expect.any(String));
    expect(body.settings.DELIVERY_SLOT_LENGTH_MINUTES).toBe(15);
    expect(body.settings.PICKUP_SLOT_LENGTH_MINUTES).toBe(0);
    expect(body.uris.ENGAGEMENT_SDK).toEqual(expect.any(String));
    expect(body.uris.SECONDARY_WEB).toMatch(/^https:\/\//);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('names as login providers only those this server can sign in with', async () => {
    const served = configurationSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/Configuration' })).json(),
    );
    expect(served.settings.LOGIN_PROVIDERS).toEqual(['Google', 'Apple', 'PayPal']);

    // No provider configured (production without the local stand-in): none is offered, so the app
    // shows no sign-in button and no PayPal payment that would only answer 503.
    const withoutProviders = await buildTestApp({ env: { LOCAL_IDENTITY_PROVIDER: 'false' } });
    try {
      const res = await withoutProviders.app.inject({ method: 'GET', url: '/api/v1/Configuration' });
      expect(configurationSchema.parse(res.json()).settings.LOGIN_PROVIDERS).toEqual([]);
      const start = await withoutProviders.app.inject({
        method: 'POST',
        url: '/api/v1/customer/oauth/authorize',
        payload: { provider: 'Google', redirectUri: 'http://localhost:8080/oauth/redirect' },
      });
      expect(start.statusCode).toBe(503);
    } finally {
      await withoutProviders.close();
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/api/v1/Configuration'].get.responses['200']).toBeDefined();
  });
});
