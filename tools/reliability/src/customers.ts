import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fields, freshAddress, type Answer, type Client } from './http.ts';
import { CONSOLE_STAFF } from './server.ts';

// Customers registered as a person would: a solved captcha, the code from the development outbox.

export interface SignedInCustomer {
  customerId: string;
  email: string;
  accessToken: string;
  /** The refresh cookie as set on sign-in (name=value), and the whole Set-Cookie header. */
  refreshCookie: string;
  setCookie: string;
}

interface OutboxMessage {
  to: string;
  code: string | null;
}

export function customers(api: Client) {
  async function captcha(action: string): Promise<string> {
    const res = await api.call('GET', `/api/v1/captcha/challenge?action=${action}`);
    const challenge = res.body as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function lastCodeTo(to: string): Promise<string> {
    const res = await api.call('GET', '/dev/outbox/messages');
    const { messages } = res.body as { messages: OutboxMessage[] };
    const code = messages.find((m) => m.to === to)?.code;
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  const validate = async (body: Record<string, unknown>, address = freshAddress()): Promise<Answer> =>
    api.call('POST', '/api/v1/customer/validateOTP', {
      body: { tokenV3: await captcha('VALIDATE_OTP'), ...body },
      address,
    });

  /** A new customer, registered by e-mail and signed in on the web (refresh token in the cookie). */
  async function signUp(name: string): Promise<SignedInCustomer> {
    const email = `${name}.${randomBytes(4).toString('hex')}@example.com`;
    const registered = await api.call('POST', '/api/v1/customer/register', {
      body: {
        tokenV3: await captcha('REGISTER_USER'),
        registerType: 'email',
        email,
        profile: { firstName: 'Sam', lastName: 'Lee', optinEmail: false, optinSms: false },
      },
    });
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.text}`);
    const signedIn = await validate({ code: await lastCodeTo(email), email, otpType: 'email', isRegister: true });
    if (signedIn.status !== 200) throw new Error(`validateOTP: ${signedIn.status} ${signedIn.text}`);
    const accessToken = String(fields(signedIn).access_token);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    return { customerId: claims.sub, email, accessToken, refreshCookie: setCookie.split(';')[0] ?? '', setCookie };
  }

  /** The store console's bearer token. */
  async function staffToken(): Promise<string> {
    const res = await api.call('POST', '/api/v1/staff/login', { body: CONSOLE_STAFF });
    if (res.status !== 200) throw new Error(`staff login: ${res.status} ${res.text}`);
    return String(fields(res).token);
  }

  return { captcha, lastCodeTo, validate, signUp, staffToken };
}

export type Customers = ReturnType<typeof customers>;
