// Spec section 9: Google script load time-out 10 s; ID token wait 30 s. The local identity provider
// signs in by redirect (no script to load), so the first bounds getting the provider's sign-in page
// ready (the authorize call) and the second bounds turning the token the provider returned into a
// sign-in; a provider or network that hangs ends in an error with a way to try again
// (docs/decisions/106-social-sign-in-in-the-app.md).
export const GOOGLE_SCRIPT_TIMEOUT_MS = 10_000;
export const ID_TOKEN_WAIT_MS = 30_000;

export class SocialTimeoutError extends Error {
  override readonly name = 'SocialTimeoutError';
}

export const socialMessages = {
  startTimeout: (provider: string) => `${provider} sign-in is taking too long to start. Please try again.`,
  tokenTimeout: (provider: string) => `${provider} sign-in is taking too long. Please try again.`,
  cancelled: (provider: string) => `${provider} sign-in was cancelled.`,
  lost: 'That sign-in was started in another tab or has expired. Please try again.',
  existingAccount: (provider: string) =>
    `An account with that e-mail address already exists. Log in with a one-time code to that address; ${provider} sign-in was not linked.`,
} as const;

/**
 * Runs `work` with an abort signal that fires after `ms`; a time-out rejects with SocialTimeoutError
 * carrying `message`, whatever the work does with the abort.
 */
export function withTimeout<T>(ms: number, message: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SocialTimeoutError(message));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}
