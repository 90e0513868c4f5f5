import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '../route-names.ts';
import { mayApplyUpdate, showsUpdatePrompt } from './update-rule.ts';
import { useUpdateStore } from './update-store.ts';

// Spec 000 §2 and 001 §2: "A service-worker update is not applied on routes: order, process-order,
// checkout, login, register."
const NEVER_UPDATED_ON: RouteName[] = ['order', 'process-order', 'checkout', 'login', 'register'];
const SAFE: RouteName[] = ['landing', 'menu-category', 'product', 'cart', 'track-order', 'account', 'offers'];
const waiting = { waiting: true, dismissed: false };

describe('service-worker update rule', () => {
  afterEach(() => useUpdateStore.setState({ waiting: false, dismissed: false, activate: null, applying: false }));

  it.each(NEVER_UPDATED_ON)('holds a waiting update back on %s: no prompt, no apply', (route) => {
    expect(showsUpdatePrompt(waiting, route)).toBe(false);
    expect(mayApplyUpdate(waiting, route)).toBe(false);
  });

  it.each([...SAFE, undefined])('offers a waiting update on %s', (route) => {
    expect(showsUpdatePrompt(waiting, route)).toBe(true);
    expect(mayApplyUpdate(waiting, route)).toBe(true);
  });

  it('shows nothing without a waiting update, or once the customer chose Later', () => {
    expect(showsUpdatePrompt({ waiting: false, dismissed: false }, 'landing')).toBe(false);
    expect(showsUpdatePrompt({ waiting: true, dismissed: true }, 'landing')).toBe(false);
  });

  it('waits through checkout and order, then offers the update on the next safe navigation', () => {
    const activate = vi.fn(() => Promise.resolve());
    useUpdateStore.getState().updateWaiting(activate);
    const journey: RouteName[] = ['checkout', 'process-order', 'order'];
    for (const route of journey) {
      expect(showsUpdatePrompt(useUpdateStore.getState(), route)).toBe(false);
      expect(useUpdateStore.getState().apply(route)).toBe(false);
    }
    expect(activate).not.toHaveBeenCalled();
    expect(showsUpdatePrompt(useUpdateStore.getState(), 'menu-category')).toBe(true);
    expect(useUpdateStore.getState().apply('menu-category')).toBe(true);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('a newer waiting update is offered again after Later', () => {
    useUpdateStore.getState().updateWaiting(() => Promise.resolve());
    useUpdateStore.getState().dismiss();
    expect(showsUpdatePrompt(useUpdateStore.getState(), 'landing')).toBe(false);
    useUpdateStore.getState().updateWaiting(() => Promise.resolve());
    expect(showsUpdatePrompt(useUpdateStore.getState(), 'landing')).toBe(true);
  });

  it('applies once while the hand-over runs, and can be tried again when it fails', async () => {
    let fail!: (error: Error) => void;
    const activate = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    useUpdateStore.getState().updateWaiting(activate);
    expect(useUpdateStore.getState().apply('landing')).toBe(true);
    expect(useUpdateStore.getState().applying).toBe(true);
    expect(useUpdateStore.getState().apply('landing')).toBe(false);
    fail(new Error('no waiting worker'));
    await vi.waitFor(() => expect(useUpdateStore.getState().applying).toBe(false));
    expect(useUpdateStore.getState().apply('landing')).toBe(true);
    expect(activate).toHaveBeenCalledTimes(2);
  });
});
