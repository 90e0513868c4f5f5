import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { lockoutSeconds, STAFF_LOGIN_LIMITS, staffLoginThrottle } from './login-throttle.ts';

// Issue 23, item 7: console sign-in is limited per username and per address, with lockouts that
// grow, and a right password during a lockout is refused like a wrong one.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PARRAMATTA = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const SYDNEY = { username: 'sydney.manager', password: 'Pizza-Sydney-2026' };
const LOCKED_MESSAGE = (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = (payload: { username: string; password: string }, address: string, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/v1/staff/login', remoteAddress: address, payload });

describe('wrong passwords for one username', () => {
  it(`locks the username for ${STAFF_LOGIN_LIMITS.firstLockoutSeconds} s after ${STAFF_LOGIN_LIMITS.failuresPerUsername} wrong passwords: 40 wrong, then the right one, all refused`, async () => {
    const outcomes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      // From a new address each time, as a botnet would: the username's own budget is what stops it.
      outcomes.push((await login({ ...PARRAMATTA, password: `guess-${i}` }, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(outcomes.slice(0, STAFF_LOGIN_LIMITS.failuresPerUsername)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(outcomes.slice(STAFF_LOGIN_LIMITS.failuresPerUsername))).toEqual(new Set([429]));

    const right = await login(PARRAMATTA, '192.0.2.200');
    expect(right.statusCode).toBe(429);
    expect(right.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(right.headers['retry-after']).toBe('60');
    expect(right.json()).toMatchObject({ code: 'TooManyRequests', message: LOCKED_MESSAGE(60) });
    expect(right.json()).not.toHaveProperty('token');
    // Case and spaces do not make a new username.
    expect((await login({ ...PARRAMATTA, username: ' Parramatta.Manager ' }, '192.0.2.201')).statusCode).toBe(429);
    // Another account is not affected.
    expect((await login(SYDNEY, '192.0.2.200')).statusCode).toBe(200);
  });

  it('forgets the wrong tries once the right password is given', async () => {
    const who = { username: 'perth.manager', password: 'Pizza-Perth-2026' };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i < STAFF_LOGIN_LIMITS.failuresPerUsername; i += 1) {
        expect((await login({ ...who, password: 'wrong' }, '192.0.2.30')).statusCode).toBe(401);
      }
      expect((await login(who, '192.0.2.30')).statusCode).toBe(200);
    }
  });

  it('counts parallel guesses before checking them: no more than the budget is ever checked', async () => {
    const who = { username: 'darwin.manager', password: 'Pizza-Darwin-2026' };
    const guesses = Array.from({ length: 30 }, (_, i) =>
      login(i === 29 ? who : { ...who, password: `parallel-${i}` }, `203.0.113.${i + 1}`),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(
      STAFF_LOGIN_LIMITS.failuresPerUsername,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      30 - STAFF_LOGIN_LIMITS.failuresPerUsername,
    );
  });
});

describe('wrong passwords from one address', () => {
  it(`locks the address after ${STAFF_LOGIN_LIMITS.failuresPerAddress} wrong passwords across usernames; other addresses sign in`, async () => {
    const address = '192.0.2.99';
    for (let i = 0; i < STAFF_LOGIN_LIMITS.failuresPerAddress; i += 1) {
      expect((await login({ username: `nobody-${i}`, password: 'wrong' }, address)).statusCode).toBe(401);
    }
    const locked = await login({ username: 'hobart.manager', password: 'Pizza-Hobart-2026' }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect((await login({ username: 'hobart.manager', password: 'Pizza-Hobart-2026' }, '192.0.2.98')).statusCode).toBe(
      200,
    );
  });
});

describe('lockouts that grow', () => {
  it('doubles each lockout within a day, from 60 s up to an hour', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => lockoutSeconds(n))).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('makes the second lockout of a username twice the first', async () => {
    // One-second lockouts, so the first can run out within the test.
    const throttle = staffLoginThrottle(undefined, {
      ...STAFF_LOGIN_LIMITS,
      failuresPerUsername: 2,
      firstLockoutSeconds: 1,
    });
    const fail = async () => (await throttle.begin('sam', '192.0.2.1')).failed();
    const lockedFor = () =>
      throttle.begin('sam', '192.0.2.1').then(
        () => null,
        (error: { extra: { retryAfterSeconds: number } }) => error.extra.retryAfterSeconds,
      );
    await fail();
    await fail();
    expect(await lockedFor()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fail();
    await fail();
    expect(await lockedFor()).toBe(2);
  });
});

describe('several instances', () => {
  it('shares the lockout through Redis: locked on one instance, refused on another', async () => {
    const redis = new Redis(REDIS_URL);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', REDIS_URL });
    const first = await buildApp({ env, database: ctx.database, logger: false });
    const second = await buildApp({ env, database: ctx.database, logger: false });
    const who = { username: 'adelaide.manager', password: 'Pizza-Adelaide-2026' };
    try {
      // Earlier runs against this Redis must not lengthen this run's lockout.
      const keys = await redis.keys('rl:staff-login-*adelaide.manager');
      if (keys.length > 0) await redis.del(...keys);
      for (let i = 0; i < STAFF_LOGIN_LIMITS.failuresPerUsername; i += 1) {
        expect((await login({ ...who, password: 'wrong' }, `198.18.0.${i + 1}`, first)).statusCode).toBe(401);
      }
      const refused = await login(who, '198.18.1.1', second);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
    } finally {
      await first.close();
      await second.close();
      redis.disconnect();
    }
  });
});
