import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@storefront/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, emailLinkTokens, oneTimeCodes, outboxMessages } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { SUPPORT_PHONE } from '@storefront/domain';
import { SIGN_IN_LIMITS } from './customer.module.ts';

// Each call here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let client: ReturnType<typeof customerClient>;
const clock = fixedClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, clock });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

const rows = async () => {
  const db = ctx.database.db;
  const [c] = await db.select({ n: count() }).from(customers);
  const [o] = await db.select({ n: count() }).from(oneTimeCodes);
  const [m] = await db.select({ n: count() }).from(outboxMessages);
  const [l] = await db.select({ n: count() }).from(emailLinkTokens);
  return { customers: c!.n, codes: o!.n, messages: m!.n, links: l!.n };
};

const requestOtp = async (body: Record<string, unknown>, ip?: string) =>
  client.post(
    '/customer/requestOTP',
    { tokenV3: body.tokenV3 ?? (await client.captcha('REQUEST_OTP')), ...body },
    { ip },
  );

describe('register by e-mail', () => {
  it('sends a code (HTML and text, expiry, support number); the code signs the new customer in', async () => {
    const res = await client.register(client.email('nina'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      otpType: 'email',
      destination: 'n***@example.com',
      expiresInSeconds: OTP_TTL_SECONDS,
      resendAfterSeconds: OTP_RESEND_SECONDS,
    });
    const message = (await client.lastMessageTo(client.email('nina')))!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code!);
    expect(message.text).toContain('expires in 10 minutes');
    expect(message.text).toContain(SUPPORT_PHONE);
    expect(message.html).toContain(message.code!);
    expect(message.html).toContain(SUPPORT_PHONE);
    // The account exists only once the code proves the address.
    expect((await rows()).customers).toBe(0);
    const signedIn = await client.validate({
      code: message.code,
      email: client.email('nina'),
      otpType: 'email',
      isRegister: true,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: null,
      scope: 'openid write:profile read:card write:card',
      customer: {
        email: client.email('nina'),
        emailVerified: true,
        hasEmailAccount: true,
        profile: { firstName: 'Sam', lastName: 'Lee', optinEmail: false, optinSms: false, acceptTerms: true },
        identities: [],
      },
    });
    expect(signedIn.json().customer.userID).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(String(signedIn.headers['set-cookie'])).toMatch(
      /^rrp_refresh=[\w-]{43}; Max-Age=2592000; Path=\/api\/v1\/customer\/token; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('a malformed e-mail or a mobile not in +614 form is a 400 naming the field, and nothing is stored', async () => {
    const before = await rows();
    const badEmail = await client.register('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.email']);
    for (const mobileNumber of ['0412345678', '+61212345678', '+6141234567', '+614123456789']) {
      const res = await client.post('/customer/register', {
        tokenV3: await client.captcha('REGISTER_USER'),
        registerType: 'mobile',
        mobileNumber,
        profile: { firstName: 'Sam', lastName: 'Lee' },
      });
      expect(res.statusCode, mobileNumber).toBe(400);
      expect(res.json().errors[0].field).toBe('body.mobileNumber');
    }
    const badOtp = await requestOtp({ otpType: 'sms', mobileNumber: '0412 345 678' });
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().errors[0].field).toBe('body.mobileNumber');
    const missing = await requestOtp({ otpType: 'email' });
    expect(missing.json().errors[0].field).toBe('body.email');
    expect(await rows()).toEqual(before);
  });
});

describe('no enumeration', () => {
  it('known and unknown e-mail and mobile get the same status and body, and the same work is done', async () => {
    await client.signUp(client.email('kate'));
    const mobile = await client.post('/customer/register', {
      tokenV3: await client.captcha('REGISTER_USER'),
      registerType: 'mobile',
      mobileNumber: client.mobile('678'),
      profile: { firstName: 'Kim', lastName: 'Ng' },
    });
    expect(mobile.statusCode).toBe(200);
    const smsCode = (await client.lastMessageTo(client.mobile('678')))!.code!;
    expect(
      (await client.validate({ code: smsCode, mobileNumber: client.mobile('678'), otpType: 'sms', isRegister: true }))
        .statusCode,
    ).toBe(200);
    clock.advanceMinutes(2);

    const pairs = [
      [
        { otpType: 'email', email: client.email('kate') },
        { otpType: 'email', email: client.email('kyle') },
      ],
      [
        { otpType: 'sms', mobileNumber: client.mobile('678') },
        { otpType: 'sms', mobileNumber: client.mobile('678', 1) },
      ],
    ];
    const figures: string[] = [];
    for (const [known, unknown] of pairs) {
      const before = await rows();
      const a = await requestOtp(known!);
      const between = await rows();
      const b = await requestOtp(unknown!);
      const after = await rows();
      // The same rows written either way: a code, a message and (by e-mail) a link.
      const delta = (x: typeof before, y: typeof before) => ({
        codes: y.codes - x.codes,
        messages: y.messages - x.messages,
        links: y.links - x.links,
      });
      expect(delta(between, after)).toEqual(delta(before, between));
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      figures.push(`${a.statusCode}/${b.statusCode} ${a.body === b.body ? 'same body' : 'different'}`);
      // Wrong codes: the same tries-left answer for both.
      const wrongA = await client.validate({ ...known, code: '000000' });
      const wrongB = await client.validate({ ...unknown, code: '000000' });
      expect(wrongB.statusCode).toBe(wrongA.statusCode);
      expect(wrongB.body).toBe(wrongA.body);
      clock.advanceMinutes(2);
    }
    // Registering an address that has an account answers as for a new one.
    const again = await client.register(client.email('kate'));
    const fresh = await client.register(client.email('kyra'));
    expect(again.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(again.body).toBe(fresh.body);
    // The owner of the unknown address is told there is no account, and gets no code.
    const notice = (await client.lastMessageTo(client.email('kyle')))!;
    expect(notice.code).toBeNull();
    expect(notice.links[0]).toMatch(/\/register$/);
    console.log('enumeration (known/unknown status, body):', figures);
  });
});

describe('one-time codes', () => {
  it('a wrong code answers the tries left and the code dies at 5; then even the right code is refused', async () => {
    await client.signUp(client.email('tom'));
    clock.advanceMinutes(2);
    await requestOtp({ otpType: 'email', email: client.email('tom') });
    const code = (await client.lastMessageTo(client.email('tom')))!.code!;
    const wrong = code === '111111' ? '222222' : '111111';
    const left: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await client.validate({ code: wrong, email: client.email('tom'), otpType: 'email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('OtpInvalid');
      expect(res.json().errors[0].field).toBe('body.code');
      left.push(res.json().attemptsRemaining);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const dead = await client.validate({ code, email: client.email('tom'), otpType: 'email' });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ code: 'OtpExpired', attemptsRemaining: 0 });
    console.log('tries left after each wrong code:', left, '-> right code then:', dead.json().code);
  });

  it(`a clock a moment behind the last code's is told to wait ${OTP_RESEND_SECONDS} s, not more`, async () => {
    // Read before the request waited for the destination's lock, or another instance's clock.
    await requestOtp({ otpType: 'email', email: client.email('ada') });
    const issuedAt = clock.now();
    clock.set(new Date(issuedAt.getTime() - 2_000));
    const behind = await requestOtp({ otpType: 'email', email: client.email('ada') });
    clock.set(issuedAt);
    expect(behind.statusCode).toBe(429);
    expect(behind.json()).toMatchObject({
      code: 'OtpResendTooSoon',
      retryAfterSeconds: OTP_RESEND_SECONDS,
      message: `Please wait ${OTP_RESEND_SECONDS} seconds before asking for a new code.`,
    });
  });

  it('a code works once, expires after 10 minutes, and a new one waits 60 s', async () => {
    clock.advanceMinutes(2);
    await requestOtp({ otpType: 'email', email: client.email('tom') });
    const soon = await requestOtp({ otpType: 'email', email: client.email('tom') });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'OtpResendTooSoon', retryAfterSeconds: OTP_RESEND_SECONDS });
    const code = (await client.lastMessageTo(client.email('tom')))!.code!;
    expect((await client.validate({ code, email: client.email('tom'), otpType: 'email' })).statusCode).toBe(200);
    const used = await client.validate({ code, email: client.email('tom'), otpType: 'email' });
    expect(used.json().code).toBe('OtpExpired');

    clock.advanceMinutes(1);
    expect((await requestOtp({ otpType: 'email', email: client.email('tom') })).statusCode).toBe(200);
    const late = (await client.lastMessageTo(client.email('tom')))!.code!;
    clock.advanceMinutes(OTP_TTL_SECONDS / 60 + 0.1);
    const expired = await client.validate({ code: late, email: client.email('tom'), otpType: 'email' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OtpExpired');
  });

  it('signs in by SMS code', async () => {
    clock.advanceMinutes(2);
    expect((await requestOtp({ otpType: 'sms', mobileNumber: client.mobile('678') })).statusCode).toBe(200);
    const sms = (await client.lastMessageTo(client.mobile('678')))!;
    expect(sms.channel).toBe('sms');
    expect(sms.html).toBeNull();
    const res = await client.validate({ code: sms.code, mobileNumber: client.mobile('678'), otpType: 'sms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ mobileNumber: client.mobile('678'), hasEmailAccount: false });
  });

  it('codes are stored only as keyed hashes', async () => {
    const stored = await ctx.database.db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });
});

describe('login links', () => {
  it('the e-mailed link signs in once, and not after 15 minutes', async () => {
    clock.advanceMinutes(2);
    await requestOtp({ otpType: 'email', email: client.email('kate') }, undefined);
    const link = (await client.lastMessageTo(client.email('kate')))!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/verify-otp\?loginToken=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('loginToken')!;
    const use = async () =>
      client.post('/customer/validateLoginToken', { token, tokenV3: await client.captcha('VALIDATE_LOGIN_TOKEN') });
    expect((await use()).statusCode).toBe(200);
    const again = await use();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LoginTokenInvalid');

    clock.advanceMinutes(2);
    await requestOtp({ otpType: 'email', email: client.email('kate') });
    const later = new URL((await client.lastMessageTo(client.email('kate')))!.links[0]!).searchParams.get(
      'loginToken',
    )!;
    clock.advanceMinutes(16);
    const expired = await client.post('/customer/validateLoginToken', {
      token: later,
      tokenV3: await client.captcha('VALIDATE_LOGIN_TOKEN'),
    });
    expect(expired.json().code).toBe('LoginTokenInvalid');
  });
});

describe('captcha actions', () => {
  it('each solution is accepted once, and only by the call of its own action', async () => {
    clock.advanceMinutes(2);
    const forLogin = await client.captcha('LOGIN');
    const wrongPlace = await client.post('/customer/requestOTP', {
      otpType: 'email',
      email: client.email('cap'),
      tokenV3: forLogin,
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json()).toMatchObject({ code: 'CaptchaInvalid', errors: [{ field: 'body.tokenV3' }] });
    const first = await client.post('/customer/recaptcha', { token: forLogin, action: 'LOGIN' });
    expect(first.json()).toEqual({ success: true, action: 'LOGIN' });
    const reused = await client.post('/customer/recaptcha', { token: forLogin, action: 'LOGIN' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CaptchaInvalid');
    // Actions with a call of their own are not spent here.
    const register = await client.post('/customer/recaptcha', {
      token: await client.captcha('REGISTER_USER'),
      action: 'REGISTER_USER',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors[0].field).toBe('body.action');

    const tokenV3 = await client.captcha('REQUEST_OTP');
    expect(
      (await client.post('/customer/requestOTP', { otpType: 'email', email: client.email('zed'), tokenV3 })).statusCode,
    ).toBe(200);
    clock.advanceMinutes(2);
    const replay = await client.post('/customer/requestOTP', { otpType: 'email', email: client.email('zed'), tokenV3 });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CaptchaInvalid');
  });
});

describe('registration details already on another account', () => {
  it('a mobile that another account holds is left off the new e-mail account', async () => {
    clock.advanceMinutes(2);
    const mobileNumber = client.mobile('321');
    const first = await client.post('/customer/register', {
      tokenV3: await client.captcha('REGISTER_USER'),
      registerType: 'mobile',
      mobileNumber,
      profile: { firstName: 'Moe', lastName: 'Ali' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const smsCode = (await client.lastMessageTo(mobileNumber))!.code!;
    expect((await client.validate({ code: smsCode, mobileNumber, otpType: 'sms', isRegister: true })).statusCode).toBe(
      200,
    );

    const email = client.email('mo');
    expect((await client.register(email, { mobileNumber })).statusCode).toBe(200);
    const code = (await client.lastMessageTo(email))!.code!;
    const res = await client.validate({ code, email, otpType: 'email', isRegister: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ email, mobileNumber: null, hasEmailAccount: true });
  });
});

describe('rate limits', () => {
  it('sends: 5 per e-mail or mobile and 20 per client address in 15 minutes, counted before the captcha', async () => {
    const unsolved = 'x'.repeat(40);
    const email = client.email('limit');
    const perDestination: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.sendPerDestination + 1; i++) {
      perDestination.push((await requestOtp({ otpType: 'email', email, tokenV3: unsolved })).statusCode);
    }
    expect(perDestination).toEqual([400, 400, 400, 400, 400, 429]);
    const ip = client.nextIp();
    const perAddress: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.sendPerAddress + 1; i++) {
      const res = await client.post(
        '/customer/requestOTP',
        { otpType: 'email', email: client.email(`ip${i}`), tokenV3: unsolved },
        { ip },
      );
      perAddress.push(res.statusCode);
    }
    expect(perAddress.filter((s) => s === 400)).toHaveLength(SIGN_IN_LIMITS.sendPerAddress);
    expect(perAddress.at(-1)).toBe(429);
    console.log(`sends: per destination ${perDestination.join(',')}; per address: 20 x 400 then ${perAddress.at(-1)}`);
  });
});
