// Paying by card once the gateway's hosted page has tokenised it (decision 065): the card session
// (flexToken) is attached to the basket with createToken, or with customerToken and a solved
// captcha when the server asks for one (428 CaptchaRequired, after three declined cards), then
// orders/card places the order with the attached card. A declined card is discarded at the gateway
// (DELETE token) so it is neither offered nor sent again.
import type { Basket } from '@storefront/contract';
import { solveCaptcha } from './captcha.ts';
import { orderOutcome } from './outcomes.ts';
import {
  createCardToken,
  createCardTokenWithCaptcha,
  discardDeclinedCard,
  isCaptchaRequired,
} from './payment-setup.ts';
import { placeCardOrder, type PlacementAnswer } from './placement.ts';

/** What the card payment is doing: the screens say it (the captcha step with a status of its own). */
export type CardStep = 'attaching' | 'captcha' | 'placing';

export const cardStepText: Record<CardStep, string> = {
  attaching: 'Checking your card.',
  captcha: 'Checking you are not a robot…',
  placing: 'Placing your order.',
};

type OnStep = (step: CardStep) => void;

const attaching = new Map<string, Promise<Basket>>();

/** Solves the captcha and attaches the card with it (customerToken). */
async function attachWithCaptcha(flexToken: string, onStep: OnStep): Promise<Basket> {
  onStep('captcha');
  const captcha = await solveCaptcha('CUSTOMER_TOKEN');
  onStep('attaching');
  return createCardTokenWithCaptcha(flexToken, captcha);
}

/**
 * createToken; on 428 CaptchaRequired the captcha, then customerToken. A second call for the same
 * card while one runs (a remount) joins it.
 */
export function attachCard(flexToken: string, onStep: OnStep = () => undefined): Promise<Basket> {
  const running = attaching.get(flexToken);
  if (running) return running;
  const started = createCardToken(flexToken)
    .catch((error: unknown) => {
      if (!isCaptchaRequired(error)) throw error;
      return attachWithCaptcha(flexToken, onStep);
    })
    .finally(() => attaching.delete(flexToken));
  attaching.set(flexToken, started);
  return started;
}

/** Runs a card call; when it answers that the card was declined, the card is discarded. */
export async function discardingDeclined<T>(flexToken: string | null, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (flexToken && orderOutcome(error).kind === 'declined') discardDeclinedCard(flexToken);
    throw error;
  }
}

/**
 * orders/card with the card attached to the basket (the attempt is `card:{flexToken}`). A 428
 * CaptchaRequired (too many declines since the card was attached) solves the captcha, attaches
 * the card again with it and places once more, as a new attempt.
 */
export function payWithAttachedCard(flexToken: string, onStep: OnStep = () => undefined): Promise<PlacementAnswer> {
  return discardingDeclined(flexToken, async () => {
    onStep('placing');
    try {
      return await placeCardOrder(flexToken);
    } catch (error) {
      if (!isCaptchaRequired(error)) throw error;
    }
    await attachWithCaptcha(flexToken, onStep);
    onStep('placing');
    return placeCardOrder(flexToken);
  });
}

/** Back from the hosted card page: attach the card (captcha if asked), then place the order. */
export async function payWithNewCard(flexToken: string, onStep: OnStep = () => undefined): Promise<PlacementAnswer> {
  await attachCard(flexToken, onStep);
  return payWithAttachedCard(flexToken, onStep);
}
