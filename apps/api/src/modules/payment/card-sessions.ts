import { AppError, notFound } from '../../platform/errors.ts';
import type { CardToken, PaymentGateway } from './payment-gateway.ts';

export const noSuchCard = () => notFound('No such card for this cart. Please enter your card again.');

/**
 * The card in a session opened for this basket. The gateway says which basket a session belongs
 * to; another basket's session (or an unknown one, or a bare token) is "not found", so a card
 * entered on one cart never pays for another.
 */
export async function cardOfBasketSession(
  gateway: PaymentGateway,
  basketId: string,
  cardSessionId: string,
): Promise<CardToken> {
  const session = await gateway.describeCardSession(cardSessionId).catch(() => null);
  if (!session || session.basketId !== basketId) throw noSuchCard();
  if (session.state === 'open') throw new AppError(409, 'CardNotEntered', 'No card has been entered yet.');
  if (session.state === 'expired')
    throw new AppError(410, 'CardSessionExpired', 'The card form expired. Please enter your card again.');
  if (session.state === 'deleted' || !session.card)
    throw new AppError(410, 'CardDiscarded', 'This card was removed. Please enter your card again.');
  return session.card;
}
