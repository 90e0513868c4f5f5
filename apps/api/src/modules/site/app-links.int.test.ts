// The deep-link verification files under /.well-known: present only where the deployment names the
// native apps' signers, naming the app id of apps/web/capacitor.config.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { NATIVE_APP_ID } from './app-links.ts';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0')).join(':');

describe('deep-link files with the signers configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: { ANDROID_CERT_FINGERPRINTS: FINGERPRINT.toLowerCase(), APPLE_TEAM_ID: 'AB12CD34EF' },
    });
  });
  afterAll(() => ctx.close());

  it('/.well-known/assetlinks.json delegates every link to the Android app with that certificate', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: NATIVE_APP_ID,
          sha256_cert_fingerprints: [FINGERPRINT.toUpperCase()],
        },
      },
    ]);
  });

  it('/.well-known/apple-app-site-association names the team and app, as JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      applinks: { details: [{ appIDs: [`AB12CD34EF.${NATIVE_APP_ID}`], components: [{ '/': '/*' }] }] },
    });
  });
});

describe('deep-link files without signers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it.each(['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association'])('%s is 404', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NotFound' });
  });
});

it('the app id is the native shells’ own', () => {
  const config = readFileSync(path.resolve(import.meta.dirname, '../../../../web/capacitor.config.ts'), 'utf8');
  expect(config).toContain(`appId: '${NATIVE_APP_ID}'`);
});
