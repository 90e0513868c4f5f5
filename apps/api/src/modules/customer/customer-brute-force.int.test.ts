import { OTP_MAX_ATTEMPTS } from '@storefront/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

let ctx: TestContext;
let client: ReturnType<typeof customerClient>;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

// Solving 50 proof-of-work captchas takes a while on a busy machine: a generous time-out, no timing assertion.
it('guessing a code from 50 client addresses at once gets 5 tries between them, then the code is dead', async () => {
  const registered = await client.register(client.email('owner'));
  expect(registered.statusCode).toBe(200);
  const code = (await client.lastMessageTo(client.email('owner')))!.code!;

  const captchas = await Promise.all(Array.from({ length: 50 }, () => client.captcha('VALIDATE_OTP')));
  const guesses = captchas.map((tokenV3, i) => {
    const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    return client.post(
      '/customer/validateOTP',
      { tokenV3, code: guess, email: client.email('owner'), otpType: 'email', isRegister: true },
      { ip: `203.0.113.${i + 1}` },
    );
  });
  const answers = await Promise.all(guesses);
  const counted = answers.filter((r) => r.json().code === 'OtpInvalid');
  const refused = answers.filter((r) => r.json().code === 'OtpExpired');
  expect(counted).toHaveLength(OTP_MAX_ATTEMPTS);
  expect(refused).toHaveLength(50 - OTP_MAX_ATTEMPTS);
  expect(counted.map((r) => r.json().attemptsRemaining).sort()).toEqual([0, 1, 2, 3, 4]);

  const right = await client.validate({ code, email: client.email('owner'), otpType: 'email', isRegister: true });
  expect(right.statusCode).toBe(400);
  expect(right.json().code).toBe('OtpExpired');
  console.log(
    `brute force: 50 parallel guesses from 50 addresses -> ${counted.length} counted as wrong tries, ${refused.length} refused as dead; the right code afterwards -> ${right.json().code}`,
  );
}, 180_000);
