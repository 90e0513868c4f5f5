// The chosen method is kept on the basket (PATCH paymentInfo), so a reload or a return from a
// payment page preselects it. Choosing is instant on screen; the call follows a moment later and
// only the latest choice counts: clicks in quick succession send one call, calls never overlap (so
// answers arrive in order and the last basket kept is the latest choice), and only the latest
// choice's failure is shown. A failure changes nothing on screen but the message.
import type { OrderMethod } from '@storefront/contract';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { choosePaymentMethod } from './payment-setup.ts';
import { ORDER_METHODS } from './method-rules.ts';
import type { PaymentMethod } from './payment-methods.ts';

/** How long a choice waits for a further click before it is sent (ms). */
export const CHOICE_DELAY_MS = 300;

export interface ChoiceSender {
  choose(method: OrderMethod): void;
  /** Forget a choice not yet sent (the page is going away). */
  cancel(): void;
}

/**
 * Debounced, latest-wins sending of a choice. `onSettled` hears the answer to the latest choice
 * only (an error, or null on success).
 */
export function createChoiceSender(
  send: (method: OrderMethod) => Promise<unknown>,
  onSettled: (method: OrderMethod, error: unknown) => void,
  delayMs = CHOICE_DELAY_MS,
): ChoiceSender {
  let wanted: OrderMethod | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending = false;

  const flush = async () => {
    timer = null;
    if (sending || wanted === null) return;
    const method = wanted;
    wanted = null;
    sending = true;
    let failure: unknown = null;
    try {
      await send(method);
    } catch (error) {
      failure = error ?? new Error('Failed');
    } finally {
      sending = false;
    }
    // A newer choice waits for its turn: this answer is no longer the one to show.
    if (wanted !== null) {
      if (timer === null) void flush();
      return;
    }
    onSettled(method, failure);
  };

  return {
    choose(method) {
      wanted = method;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      wanted = null;
    },
  };
}

export const choiceMessages = {
  failed: "We couldn't save your payment choice just now. You can still continue with it.",
} as const;

/** The server's reason when it refused the method (400), else a general note. */
function choiceError(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 400 && failure.problem?.message) return failure.problem.message;
  return choiceMessages.failed;
}

/** The checkout's method choice, kept on the basket; `error` is the latest choice's failure. */
export function usePaymentChoice(): { choose(method: PaymentMethod): void; error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const [sender] = useState(() =>
    createChoiceSender(choosePaymentMethod, (_method, failure) => setError(failure ? choiceError(failure) : null)),
  );
  useEffect(() => () => sender.cancel(), [sender]);
  const choose = useCallback(
    (method: PaymentMethod) => {
      const order = ORDER_METHODS[method];
      setError(null);
      if (order) sender.choose(order);
    },
    [sender],
  );
  return { choose, error };
}
