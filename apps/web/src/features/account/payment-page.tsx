// /account/payment: the saved cards, each with brand, last four, expiry and status; the default is
// marked and another active card can become it; a card is removed after a confirmation (the server
// discards it at the gateway too). A card is added here through the gateway's hosted card fields
// (add-card.tsx), or saved when paying with a new card at checkout.
import type { SavedCard } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { Section } from '../../ui/page/page.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { AddCard } from './add-card.tsx';
import { cardKeys, fetchSavedCards, makeDefaultCard, removeSavedCard } from './saved-cards-api.ts';
import { useCustomerId } from './use-account-customer.ts';

export const paymentMessages = {
  empty: 'You have no saved cards. Add one here, or save a card when you pay.',
  removeTitle: 'Remove this card?',
  remove: 'Remove',
  makeDefault: 'Make default',
  keep: 'Keep it',
  /** 'You have succesfully {action}' (spec section 8). */
  removed: 'removed your card',
  madeDefault: 'changed your default card',
  default: 'Default',
} as const;

const cardName = (card: SavedCard) => `${card.brand} ending ${card.last4}`;
const expiry = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;

export function AccountPayment() {
  const customerId = useCustomerId();
  const cards = useQuery({
    queryKey: cardKeys.list(customerId),
    queryFn: ({ signal }) => fetchSavedCards(customerId, signal),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  return (
    <AccountSection path="payment">
      <Section title="Saved cards">
        {cards.isPending ? (
          <AccountLoading label="Loading your saved cards" />
        ) : cards.isError ? (
          <AccountLoadError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <AccountEmpty>
            <p>{paymentMessages.empty}</p>
          </AccountEmpty>
        ) : (
          <CardList customerId={customerId} cards={cards.data} />
        )}
        {customerId !== '' && <AddCard customerId={customerId} />}
      </Section>
    </AccountSection>
  );
}

function CardList({ customerId, cards }: { customerId: string; cards: SavedCard[] }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (cardId: string, work: () => Promise<unknown>, done: string) => {
    setError(null);
    setBusy(cardId);
    try {
      await work();
      await client.invalidateQueries({ queryKey: cardKeys.list(customerId) });
      showSuccess(done);
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (card: SavedCard) => {
    const confirmed = await openAlert({
      title: paymentMessages.removeTitle,
      body: `${cardName(card)} will no longer be offered at checkout.`,
      confirmText: paymentMessages.remove,
      cancelText: paymentMessages.keep,
    });
    if (confirmed) await run(card.cardId, () => removeSavedCard(customerId, card.cardId), paymentMessages.removed);
  };

  return (
    <>
      <FormError message={error} />
      <ul className="account-cards">
        {cards.map((card) => (
          <li key={card.cardId} className="account-saved-card" aria-label={cardName(card)}>
            <div className="account-saved-card__name">
              <strong>{cardName(card)}</strong>
              {card.default && <span className="account-order__status">{paymentMessages.default}</span>}
            </div>
            <p>
              Expires {expiry(card)}
              {card.status !== 'Active' && <span className="account-saved-card__status"> · {card.status}</span>}
            </p>
            <div className="account-saved-card__actions">
              {!card.default && card.status === 'Active' && (
                <Button
                  size="sm"
                  variant="secondary"
                  // Each card has these buttons: the name says which card, as the row shows it.
                  aria-label={`${paymentMessages.makeDefault} ${cardName(card)}`}
                  disabled={busy !== null}
                  onClick={() =>
                    void run(card.cardId, () => makeDefaultCard(customerId, card.cardId), paymentMessages.madeDefault)
                  }
                >
                  {paymentMessages.makeDefault}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${paymentMessages.remove} ${cardName(card)}`}
                disabled={busy !== null}
                onClick={() => void remove(card)}
              >
                {paymentMessages.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
