// The saved-card method's panel: the customer's cards (brand and last four, the default first) and
// the security code of the chosen card's brand, typed for this payment only (document 2, section 3).
import type { SavedCard } from '@storefront/contract';
import { SECURITY_CODE_LENGTH } from '@storefront/domain';
import { useId, useState } from 'react';
import { cardExpiry } from './payment-section.tsx';
import { setWantsCardSaved, wantsCardSaved } from './save-card-intent.ts';
import { savedCardName, securityCodeLabel } from './saved-cards.ts';
import './saved-cards.css';

export interface SavedCardChoice {
  cardId: string | null;
  cvv: string;
}

/** The chosen card: the one picked, else the first (the default). */
export const chosenCard = (cards: readonly SavedCard[], choice: SavedCardChoice): SavedCard | null =>
  cards.find((card) => card.cardId === choice.cardId) ?? cards[0] ?? null;

export function SavedCardFields({
  cards,
  choice,
  error,
  disabled,
  onChange,
}: {
  cards: readonly SavedCard[];
  choice: SavedCardChoice;
  /** What is wrong with the security code, shown under the field. */
  error: string | null;
  disabled: boolean;
  onChange(choice: SavedCardChoice): void;
}) {
  const id = useId();
  const card = chosenCard(cards, choice);
  if (!card) return null;
  const digits = SECURITY_CODE_LENGTH[card.brand];
  return (
    <div className="co-saved-cards">
      <fieldset className="co-methods" disabled={disabled}>
        <legend>Your saved cards</legend>
        {cards.map((entry) => {
          const expiry = cardExpiry(entry);
          return (
            <label key={entry.cardId} className="co-method">
              <input
                type="radio"
                name="saved-card"
                value={entry.cardId}
                checked={entry.cardId === card.cardId}
                // A new card's code is typed afresh: another brand may want another length.
                onChange={() => onChange({ cardId: entry.cardId, cvv: '' })}
              />
              <span className="co-method__text">
                <span>
                  {savedCardName(entry)}
                  {entry.default && ' (default)'}
                </span>
                {expiry && <span className="co-method__detail">Expires {expiry}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="co-field co-saved-cards__cvv">
        <label htmlFor={`${id}-cvv`}>{securityCodeLabel(card.brand)}</label>
        <input
          id={`${id}-cvv`}
          name="cvv"
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          pattern={`\\d{${digits}}`}
          maxLength={digits}
          size={digits + 2}
          value={choice.cvv}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-cvv-error` : undefined}
          onChange={(event) => onChange({ cardId: card.cardId, cvv: event.target.value.replace(/\D/g, '') })}
        />
        {error && (
          <p id={`${id}-cvv-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** 'Save this card' for a signed-in customer paying with a new card; the choice is kept for the basket. */
export function SaveCardCheckbox({ basketId, disabled }: { basketId: string; disabled: boolean }) {
  const [checked, setChecked] = useState(() => wantsCardSaved(basketId));
  const onChange = (save: boolean) => {
    setChecked(save);
    setWantsCardSaved(basketId, save);
  };
  return (
    <label className="co-save-card">
      <input
        type="checkbox"
        name="save-card"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>Save this card to my account for next time</span>
    </label>
  );
}
