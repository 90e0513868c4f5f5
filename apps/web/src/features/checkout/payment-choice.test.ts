import type { OrderMethod } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOICE_DELAY_MS, createChoiceSender } from './payment-choice.ts';

/** A send whose answers the test gives, one per call. */
function controlledSend() {
  const calls: { method: OrderMethod; resolve(): void; reject(error: unknown): void }[] = [];
  const send = vi.fn(
    (method: OrderMethod) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ method, resolve, reject });
      }),
  );
  return { send, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sending the chosen method (debounced, latest wins)', () => {
  it('waits for further clicks and sends only the last one', async () => {
    const { send, calls } = controlledSend();
    const settled = vi.fn();
    const sender = createChoiceSender(send, settled);
    sender.choose('zip');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS - 50);
    sender.choose('paypal');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS - 50);
    sender.choose('cash');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS);
    expect(send.mock.calls).toEqual([['cash']]);
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(settled).toHaveBeenCalledWith('cash', null);
  });

  it('never overlaps calls: a choice made while one is sent goes after it, and only its answer counts', async () => {
    const { send, calls } = controlledSend();
    const settled = vi.fn();
    const sender = createChoiceSender(send, settled);
    sender.choose('zip');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS);
    sender.choose('card');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS);
    expect(send.mock.calls).toEqual([['zip']]);
    calls[0]!.reject(new Error('zip refused'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([['zip'], ['card']]);
    // The older choice's failure is not shown: it is no longer the choice.
    expect(settled).not.toHaveBeenCalled();
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled.mock.calls).toEqual([['card', null]]);
  });

  it("reports the latest choice's failure", async () => {
    const { send, calls } = controlledSend();
    const settled = vi.fn();
    const sender = createChoiceSender(send, settled);
    sender.choose('afterpay');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS);
    const failure = new Error('offline');
    calls[0]!.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith('afterpay', failure);
  });

  it('forgets a choice not yet sent when cancelled (the page went away)', async () => {
    const { send } = controlledSend();
    const sender = createChoiceSender(send, vi.fn());
    sender.choose('zip');
    sender.cancel();
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
    // A later choice is sent as usual (a remount keeps the same sender).
    sender.choose('cash');
    await vi.advanceTimersByTimeAsync(CHOICE_DELAY_MS);
    expect(send.mock.calls).toEqual([['cash']]);
  });
});
