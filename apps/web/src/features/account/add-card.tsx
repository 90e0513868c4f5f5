// Adding a card on /account/payment: the gateway's hosted card fields take the number (the app and
// the API never see it), then return here with the card session, which is saved to the account. A
// card the gateway refuses shows the card-issue message (spec document 2, section 8); a card already
// saved (409 CardAlreadySaved) says so.
import { CARD_ALREADY_SAVED_MESSAGE, CARD_SAVE_DECLINED_MESSAGE } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { platform } from '../../lib/platform/index.ts';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError } from '../../ui/form-fields/form-fields.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { cardKeys, saveEnteredCard, startAddingCard } from './saved-cards-api.ts';

export const addCardMessages = {
  add: 'Add a card',
  opening: 'Opening the secure card page',
  saving: 'Saving your card',
  /** 'You have succesfully {action}' (spec section 8). */
  added: 'added your card',
  // The provider's page shows the 1 cent its card check asks for (customer-cards.ts): say so here.
  hint: "You'll enter the card on our payment provider's secure page. It may show 1 cent: that only checks the card, and nothing is charged.",
} as const;

/** A refused card is the card-issue message; anything else as the server or the network explains it. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status === 402 ? CARD_SAVE_DECLINED_MESSAGE : customerErrorMessage(error);

const alreadySaved = (error: unknown) => error instanceof ApiError && error.code === 'CardAlreadySaved';

export function AddCard({ customerId }: { customerId: string }) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const flexToken = params.get('sessionId');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // One save per card session, even when the effect runs twice.
  const saving = useRef<string | null>(null);

  useEffect(() => {
    if (!flexToken || !customerId || saving.current === flexToken) return;
    saving.current = flexToken;
    setError(null);
    setNotice(null);
    setBusy(addCardMessages.saving);
    saveEnteredCard(customerId, flexToken)
      .then(async () => {
        await client.invalidateQueries({ queryKey: cardKeys.list(customerId) });
        showSuccess(addCardMessages.added);
      })
      .catch((failure: unknown) => {
        // Not a failure: the card is on file, nothing else changed.
        if (alreadySaved(failure)) setNotice(CARD_ALREADY_SAVED_MESSAGE);
        else setError(messageOf(failure));
      })
      .finally(() => {
        setBusy(null);
        // The session is used: a reload must not try it again.
        setParams({}, { replace: true });
      });
  }, [flexToken, customerId, client, setParams]);

  const open = async () => {
    setError(null);
    setNotice(null);
    setBusy(addCardMessages.opening);
    try {
      platform.assign((await startAddingCard(customerId)).url);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(null);
    }
  };

  return (
    <div className="account-add-card">
      <FormError message={error} />
      {notice && (
        <div className="notice" role="status">
          <CheckIcon />
          <p>{notice}</p>
        </div>
      )}
      <BusyLine label={busy} />
      <p>{addCardMessages.hint}</p>
      <Button variant="secondary" disabled={busy !== null} onClick={() => void open()}>
        {addCardMessages.add}
      </Button>
    </div>
  );
}
