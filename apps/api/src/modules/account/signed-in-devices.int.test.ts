import { randomUUID } from 'node:crypto';
import { signedInDevicesSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { customerSecrets } from '../customer/customer-secrets.ts';
import { refreshTokenStore } from '../customer/refresh-tokens.ts';
import { customerClient } from '../../test/customer-client.ts';
import { accountTestApp, newCustomer, SECRET, type TestCustomer } from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

/** A sign-in (refresh-token family) started `daysAgo` and renewed `renewedDaysAgo`. */
async function signIn(customer: TestCustomer, daysAgo: number, renewedDaysAgo = daysAgo, expired = false) {
  const db = ctx.database.db;
  const familyId = randomUUID();
  const now = clock.now().getTime();
  await db
    .insert(refreshTokenFamilies)
    .values({ familyId, customerId: customer.customerId, createdAt: new Date(now - daysAgo * DAY) });
  for (const issuedDaysAgo of new Set([daysAgo, renewedDaysAgo])) {
    const issuedAt = new Date(now - issuedDaysAgo * DAY);
    await db.insert(refreshTokens).values({
      tokenHash: randomUUID(),
      familyId,
      customerId: customer.customerId,
      scope: 'openid',
      issuedAt,
      expiresAt: new Date(expired ? now - DAY : now + 30 * DAY),
    });
  }
  return familyId;
}

const call = (method: 'GET' | 'DELETE', path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api/v1/customer${path}`, headers });

const revokedOf = async (familyId: string) =>
  (await ctx.database.db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.familyId, familyId)))[0]!
    .revokedAt;

describe('signed-in devices', () => {
  it('lists live sign-ins, most recently used first, without revoked or expired ones', async () => {
    const ann = await newCustomer(ctx, clock, 'ann');
    const phone = await signIn(ann, 10, 1);
    const laptop = await signIn(ann, 3);
    await signIn(ann, 20, 20, true);
    const gone = await signIn(ann, 5);
    await ctx.database.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: clock.now() })
      .where(eq(refreshTokenFamilies.familyId, gone));

    const res = await call('GET', `/${ann.customerId}/devices`, ann.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { devices } = signedInDevicesSchema.parse(res.json());
    expect(devices.map((d) => d.deviceId)).toEqual([phone, laptop]);
    expect(devices[0]).toEqual({
      deviceId: phone,
      name: null,
      signedInAt: new Date(clock.now().getTime() - 10 * DAY).toISOString(),
      lastUsedAt: new Date(clock.now().getTime() - DAY).toISOString(),
    });
  });

  it('signs one device out, then all; a device of another customer or an unknown one is 404', async () => {
    const bo = await newCustomer(ctx, clock, 'bo');
    const cy = await newCustomer(ctx, clock, 'cy');
    const first = await signIn(bo, 2);
    const second = await signIn(bo, 1);
    const cysDevice = await signIn(cy, 1);

    expect((await call('DELETE', `/${bo.customerId}/devices/${cysDevice}`, bo.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/${bo.customerId}/devices/${randomUUID()}`, bo.headers)).statusCode).toBe(404);
    expect(await revokedOf(cysDevice)).toBeNull();

    expect((await call('DELETE', `/${bo.customerId}/devices/${first}`, bo.headers)).statusCode).toBe(204);
    expect(await revokedOf(first)).not.toBeNull();
    expect(await revokedOf(second)).toBeNull();
    // Signed out already: nothing left to sign out.
    expect((await call('DELETE', `/${bo.customerId}/devices/${first}`, bo.headers)).statusCode).toBe(404);

    expect((await call('DELETE', `/${bo.customerId}/devices`, bo.headers)).statusCode).toBe(204);
    expect(await revokedOf(second)).not.toBeNull();
    expect(signedInDevicesSchema.parse((await call('GET', `/${bo.customerId}/devices`, bo.headers)).json())).toEqual({
      devices: [],
    });
    expect(await revokedOf(cysDevice)).toBeNull();
  });

  it("another customer's token is 403 and a guest 401, revealing and changing nothing", async () => {
    const dee = await newCustomer(ctx, clock, 'dee');
    const eli = await newCustomer(ctx, clock, 'eli');
    const device = await signIn(dee, 1);
    for (const [method, path] of [
      ['GET', `/${dee.customerId}/devices`],
      ['DELETE', `/${dee.customerId}/devices/${device}`],
      ['DELETE', `/${dee.customerId}/devices`],
    ] as const) {
      const other = await call(method, path, eli.headers);
      expect(other.statusCode, `${method} ${path}`).toBe(403);
      expect(other.body).not.toContain(device);
      expect((await call(method, path)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await revokedOf(device)).toBeNull();
  });

  it('a malformed id is a 400 naming it', async () => {
    const fin = await newCustomer(ctx, clock, 'fin');
    const res = await call('DELETE', `/${fin.customerId}/devices/not-a-device`, fin.headers);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('deviceId');
  });

  it('this device is the sign-in of the refresh cookie; logging out all the others keeps it', async () => {
    const gus = await newCustomer(ctx, clock, 'gus');
    const hal = await newCustomer(ctx, clock, 'hal');
    const store = refreshTokenStore(ctx.database.db, customerSecrets(SECRET), clock);
    const token = await store.startFamily(gus.customerId, 'openid');
    const other = await signIn(gus, 2);
    const cookie = { cookie: `rrp_refresh=${token}` };

    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customer/token/device',
      headers: { ...gus.headers, ...cookie },
    });
    expect(current.statusCode, current.body).toBe(200);
    const thisDevice = current.json().deviceId as string;
    expect(thisDevice).not.toBe(other);

    // Without the cookie, or with another customer's token, nothing is found.
    const noCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customer/token/device',
      headers: gus.headers,
    });
    expect(noCookie.statusCode).toBe(404);
    const wrongOwner = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customer/token/device',
      headers: { ...hal.headers, ...cookie },
    });
    expect(wrongOwner.statusCode).toBe(404);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/v1/customer/token/device', headers: cookie });
    expect(guest.statusCode).toBe(401);

    const res = await call('DELETE', `/${gus.customerId}/devices?keep=${thisDevice}`, gus.headers);
    expect(res.statusCode).toBe(204);
    expect(await revokedOf(other)).not.toBeNull();
    expect(await revokedOf(thisDevice)).toBeNull();
  });

  it('names each device from the User-Agent it signed in with (decision 158)', async () => {
    const client = customerClient(ctx.app);
    const email = client.email('ua');
    expect((await client.register(email)).statusCode).toBe(200);
    const code = (await client.lastMessageTo(email))!.code!;
    const androidChrome =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    const signedIn = await client.post(
      '/customer/validateOTP',
      { tokenV3: await client.captcha('VALIDATE_OTP'), code, email, otpType: 'email', isRegister: true },
      { headers: { 'user-agent': androidChrome } },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { access_token: token, customer } = signedIn.json();
    const [family] = await ctx.database.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.customerId, customer.customerId));
    expect(family!.userAgent).toBe(androidChrome);

    const res = await call('GET', `/${customer.customerId}/devices`, { authorization: `Bearer ${token}` });
    expect(signedInDevicesSchema.parse(res.json()).devices.map((d) => d.name)).toEqual(['Chrome on Android']);
  });
});
