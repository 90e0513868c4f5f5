// The proof-of-work captcha (ALTCHA) the API asks for after too many declined cards on a basket.
// The solver is loaded only when a captcha is needed (a lazy chunk, never on the first load), and
// spends about a second hashing in the browser; nothing is asked of the customer.
import type { Challenge } from 'altcha-lib';
import { apiFetch } from '../../lib/api-client.ts';

export type CaptchaAction = 'CUSTOMER_TOKEN';

export const CAPTCHA_CHALLENGE_PATH = '/api/v1/captcha/challenge';

export const captchaMessages = {
  checking: 'Checking you are not a robot…',
  failed: 'We could not confirm you are not a robot. Please try again.',
} as const;

export class CaptchaUnsolvedError extends Error {
  override readonly name = 'CaptchaUnsolvedError';
  constructor() {
    super(captchaMessages.failed);
  }
}

/** base64 of UTF-8 text (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Fetches a challenge for `action`, solves it and answers the token the API takes as `captcha`:
 * base64 of JSON `{ challenge, solution }`.
 */
export async function solveCaptcha(action: CaptchaAction, signal?: AbortSignal): Promise<string> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    apiFetch<Challenge>(CAPTCHA_CHALLENGE_PATH, { query: { action }, signal }),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new CaptchaUnsolvedError();
  return base64(JSON.stringify({ challenge, solution }));
}
