// The proof-of-work captcha (ALTCHA) the API asks for on sign-in calls and after too many declined
// cards. The solver is loaded only when a captcha is needed (a lazy chunk, never on the first load),
// and spends about a second hashing in the browser; nothing is asked of the customer.
import type { CaptchaAction } from '@storefront/contract';
import { callApi } from './api/call-api.ts';

export type { CaptchaAction };

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

/**
 * How long the solver may take per unit of the challenge's cost. The API raises the cost of a card
 * captcha with each declined card from the same address (up to 32), and the work grows with it: the
 * solver's own 90-second limit would give up on a slow phone at the higher costs.
 */
export const SOLVE_MS_PER_COST = 90_000;

/** base64 of UTF-8 text (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Fetches a challenge for `action`, solves it and answers the token the API takes (`captcha` or
 * `tokenV3`): base64 of JSON `{ challenge, solution }`. Each token is good for one call.
 */
export async function solveCaptcha(action: CaptchaAction, signal?: AbortSignal): Promise<string> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    callApi('captchaChallenge', { query: { action }, signal }),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const timeout = SOLVE_MS_PER_COST * Math.max(1, challenge.parameters.cost);
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout });
  if (!solution) throw new CaptchaUnsolvedError();
  return base64(JSON.stringify({ challenge, solution }));
}
