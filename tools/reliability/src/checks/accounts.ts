import { createHmac, randomBytes } from 'node:crypto';
import { customers } from '../customers.ts';
import { fields, freshAddress, type Answer } from '../http.ts';
import { detail, report } from '../report.ts';
import type { Context } from '../context.ts';

// Sign-in under attack: guessing a code from many addresses, telling known addresses from unknown
// ones, replaying a rotated refresh token, and forged access tokens.

const GUESSERS = 50;
const OTP_MAX_ATTEMPTS = 5;
/** A code is sent to one address at most once a minute: compare known and unknown past that. */
const RESEND_SECONDS = 60;

const code = (answer: Answer) => String(fields(answer).code ?? '');

export async function accounts(ctx: Context) {
  const { api } = ctx;
  const people = customers(api);
  const known = await people.signUp('known');
  const knownSince = Date.now();

  // 1. Fifty addresses guess one code at once.
  const email = `victim.${randomBytes(4).toString('hex')}@example.com`;
  const registered = await api.call('POST', '/api/v1/customer/register', {
    body: {
      tokenV3: await people.captcha('REGISTER_USER'),
      registerType: 'email',
      email,
      profile: { firstName: 'Vic', lastName: 'Tim', optinEmail: false, optinSms: false },
    },
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.text}`);
  const right = await people.lastCodeTo(email);
  const captchas: string[] = [];
  for (let i = 0; i < GUESSERS; i += 1) captchas.push(await people.captcha('VALIDATE_OTP'));
  const guesses = await Promise.all(
    captchas.map((tokenV3, i) =>
      api.call('POST', '/api/v1/customer/validateOTP', {
        body: {
          tokenV3,
          code: String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
          email,
          otpType: 'email',
          isRegister: true,
        },
        address: freshAddress(),
      }),
    ),
  );
  const counted = guesses.filter((a) => code(a) === 'OtpInvalid').length;
  const afterwards = await people.validate({ code: right, email, otpType: 'email', isRegister: true });
  report(
    'accounts',
    `${GUESSERS} parallel wrong codes for one address from ${GUESSERS} client addresses, then the right code`,
    `${counted} tries counted, ${GUESSERS - counted} refused; the right code afterwards ${afterwards.status} ${code(afterwards)}`,
    counted === OTP_MAX_ATTEMPTS && afterwards.status >= 400,
  );

  // 2. Known and unknown addresses answered alike (past the resend interval of the known one).
  const wait = knownSince + (RESEND_SECONDS + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  // The same first letter and domain as the known one: the answer shows the address masked as k***@example.com.
  const unknownEmail = `kyle.${randomBytes(4).toString('hex')}@example.com`;
  const requestOtp = async (address: string) =>
    api.call('POST', '/api/v1/customer/requestOTP', {
      body: { otpType: 'email', email: address, tokenV3: await people.captcha('REQUEST_OTP') },
    });
  const a = await requestOtp(known.email);
  const b = await requestOtp(unknownEmail);
  const wrongA = await people.validate({ code: '000000', email: known.email, otpType: 'email' });
  const wrongB = await people.validate({ code: '000000', email: unknownEmail, otpType: 'email' });
  const alike =
    a.status === b.status && a.text === b.text && wrongA.status === wrongB.status && wrongA.text === wrongB.text;
  report(
    'accounts',
    'a code asked for, and a wrong code tried, for a known and an unknown e-mail',
    `request ${a.status}/${b.status} ${a.text === b.text ? 'same body' : 'DIFFERENT body'}; wrong code ${wrongA.status}/${wrongB.status} ${wrongA.text === wrongB.text ? 'same body' : 'DIFFERENT body'}`,
    alike && a.status === 200,
  );
  if (!alike)
    detail(`known: ${a.text}\nunknown: ${b.text}\nwrong known: ${wrongA.text}\nwrong unknown: ${wrongB.text}`);

  // 3. A rotated refresh token used again ends the whole sign-in.
  const refresh = (cookie: string) => api.call('POST', '/api/v1/customer/token/refresh', { headers: { cookie } });
  const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';
  const first = known.refreshCookie;
  const r1 = await refresh(first);
  const second = cookieOf(r1.headers.get('set-cookie'));
  const r2 = await refresh(second);
  const third = cookieOf(r2.headers.get('set-cookie'));
  const replay = await refresh(first);
  const newest = await refresh(third);
  report(
    'accounts',
    'refresh twice, replay the first refresh token, then use the newest',
    `rotations ${r1.status}, ${r2.status}; replay ${replay.status}; newest of the family afterwards ${newest.status}`,
    r1.status === 200 && r2.status === 200 && replay.status === 401 && newest.status === 401,
  );

  // 4. Forged access tokens.
  const other = await people.signUp('forger');
  const [header, payload, signature] = other.accessToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const stolenClaims = b64({ ...claims, sub: known.customerId });
  const forged: Record<string, string> = {
    'signature changed': `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    'subject swapped, signature kept': `${header}.${stolenClaims}.${signature}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${stolenClaims}.`,
    'signed with another key': `${header}.${stolenClaims}.${createHmac('sha256', 'not-the-server-secret-0123456789abcdef').update(`${header}.${stolenClaims}`).digest('base64url')}`,
    'expired long ago': `${header}.${b64({ ...claims, sub: known.customerId, exp: 1, iat: 0 })}.${signature}`,
    'not a JWT': 'abc.def',
  };
  const accepted: string[] = [];
  for (const [name, token] of Object.entries(forged)) {
    const answer = await api.call('GET', `/api/v1/customer/${known.customerId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status !== 401) accepted.push(`${name}: ${answer.status}`);
  }
  const genuine = await api.call('GET', `/api/v1/customer/${known.customerId}`, {
    headers: { authorization: `Bearer ${known.accessToken}` },
  });
  report(
    'accounts',
    `${Object.keys(forged).length} tampered access tokens on the customer's own record`,
    `${Object.keys(forged).length - accepted.length} refused with 401${accepted.length ? `; not: ${accepted.join(', ')}` : ''}; the genuine token ${genuine.status}`,
    accepted.length === 0 && genuine.status === 200,
  );
}
