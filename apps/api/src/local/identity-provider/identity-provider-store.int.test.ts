import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { issuerSecrets, redisStorage } from './identity-provider-store.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  keyPrefix: `idp-store-${randomBytes(4).toString('hex')}:`,
});
afterAll(() => redis.quit());

describe("the stand-in's secrets", () => {
  it('are the first instance’s on every instance sharing Redis, and per process without it', async () => {
    const [a, b] = await Promise.all([issuerSecrets('PayPal', redis), issuerSecrets('PayPal', redis)]);
    expect(b).toEqual(a);
    expect(a.clientSecret).toMatch(/^[\w-]{32}$/);
    expect(a.signingJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect((await issuerSecrets('Google', redis)).clientSecret).toBeNull();
    expect((await issuerSecrets('Google', redis)).signingJwk.kid).not.toBe(a.signingJwk.kid);
    const [c, d] = await Promise.all([issuerSecrets('PayPal', undefined), issuerSecrets('PayPal', undefined)]);
    expect(c.cookieKey).not.toBe(d.cookieKey);
  });
});

describe("the provider's storage in Redis", () => {
  const storage = redisStorage('Google', redis);

  it('keeps a record for its time to live and finds an interaction by its uid', async () => {
    const interactions = storage('Interaction');
    await interactions.upsert('i-1', { uid: 'u-1', returnTo: '/auth/i-1' }, 600);
    expect(await interactions.find('i-1')).toEqual({ uid: 'u-1', returnTo: '/auth/i-1' });
    expect(await interactions.findByUid('u-1')).toEqual({ uid: 'u-1', returnTo: '/auth/i-1' });
    expect(await redis.ttl('idp:google:Interaction:i-1')).toBeGreaterThan(590);
    expect(await interactions.find('nobody')).toBeUndefined();
    await interactions.destroy('i-1');
    expect(await interactions.find('i-1')).toBeUndefined();
  });

  it('marks a code consumed without extending its life; revoking a grant removes what it issued', async () => {
    const codes = storage('AuthorizationCode');
    const tokens = storage('AccessToken');
    await codes.upsert('c-1', { grantId: 'g-1', accountId: 'google-1001' }, 60);
    await tokens.upsert('t-1', { grantId: 'g-1', accountId: 'google-1001' }, 600);
    expect((await codes.find('c-1'))?.consumed).toBeUndefined();
    await codes.consume('c-1');
    expect((await codes.find('c-1'))?.consumed).toBeGreaterThan(0);
    expect(await redis.ttl('idp:google:AuthorizationCode:c-1')).toBeLessThanOrEqual(60);
    // The grant's list lives as long as its longest-lived record.
    expect(await redis.ttl('idp:google:grant:g-1')).toBeGreaterThan(590);
    await codes.revokeByGrantId('g-1');
    expect(await codes.find('c-1')).toBeUndefined();
    expect(await tokens.find('t-1')).toBeUndefined();
    expect(await redis.exists('idp:google:grant:g-1')).toBe(0);
  });
});
