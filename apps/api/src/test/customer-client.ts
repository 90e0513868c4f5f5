import type { CaptchaAction } from '@storefront/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../app.ts';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
  links: string[];
  createdAt: string;
}

/** Tests of customer sign-in: captchas, the outbox, and a full sign-in by code. */
export function customerClient(app: App) {
  const run = Math.floor(Math.random() * 100000);
  let address = 0;
  // Rate limits live in Redis across test runs: each run takes its own block of client addresses.
  const block = Math.floor(Math.random() * 250);
  /** A fresh client address per call unless one is given, so per-address limits stay out of the way. */
  const nextIp = () => `10.${block}.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  async function captcha(action: CaptchaAction): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `/api/v1/captcha/challenge?action=${action}` });
    const challenge = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function post(url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      // The connecting address: no proxy is believed unless TRUST_PROXY names it.
      remoteAddress: options.ip ?? nextIp(),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  }

  async function outbox(): Promise<OutboxMessage[]> {
    return (await app.inject({ method: 'GET', url: '/dev/outbox/messages' })).json().messages;
  }

  async function lastMessageTo(to: string): Promise<OutboxMessage | undefined> {
    return (await outbox()).find((m) => m.to === to);
  }

  return {
    /** An address of its own for this run (rate limits per address outlive a run in Redis). */
    email: (name: string) => `${name}.${run}@example.com`,
    /** A +614 mobile of its own for this run, ending in `last3`. */
    mobile: (last3: string, variant = 0) => `+614${variant}${String(run % 10000).padStart(4, '0')}${last3}`,
    captcha,
    post,
    outbox,
    lastMessageTo,
    nextIp,
    async register(email: string, extra: Record<string, unknown> = {}) {
      return post('/customer/register', {
        tokenV3: await captcha('REGISTER_USER'),
        registerType: 'email',
        email,
        profile: { firstName: 'Sam', lastName: 'Lee', optinEmail: false, optinSms: false },
        ...extra,
      });
    },
    async validate(body: Record<string, unknown>, ip?: string) {
      return post('/customer/validateOTP', { tokenV3: await captcha('VALIDATE_OTP'), ...body }, { ip });
    },
    /** Registers by e-mail and confirms with the outbox's code: the signed-in answer. */
    async signUp(email: string, scope?: string) {
      const registered = await this.register(email);
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
      const code = (await lastMessageTo(email))!.code!;
      const res = await this.validate({ code, email, otpType: 'email', isRegister: true, ...(scope ? { scope } : {}) });
      if (res.statusCode !== 200) throw new Error(`validateOTP: ${res.body}`);
      return res;
    },
  };
}
