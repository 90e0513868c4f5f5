import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { commitReorder, REORDER_UNDO_MS } from './reorder-undo.ts';

const OLD = basket({ basketId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', sessionId: 'old-sid' });
const REORDERED = basket({ basketId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', sessionId: 'new-sid' });

beforeEach(() => useBasketSession.setState({ basketId: null, basket: null, sessions: {} }));

describe('commitReorder', () => {
  it('makes the reordered basket the current one, with its own session id', () => {
    useBasketSession.getState().setBasket(OLD, 0);
    commitReorder(REORDERED, 1000);
    const state = useBasketSession.getState();
    expect(state.basketId).toBe(REORDERED.basketId);
    expect(state.sessions[REORDERED.basketId]?.sid).toBe('new-sid');
  });

  it('puts the previous basket back within 10 seconds, once', () => {
    expect(REORDER_UNDO_MS).toBe(10_000);
    useBasketSession.getState().setBasket(OLD, 0);
    const handle = commitReorder(REORDERED, 1000);
    expect(handle.undo(1000 + 9_999)).toBe(true);
    expect(useBasketSession.getState().basketId).toBe(OLD.basketId);
    expect(handle.undo(1000 + 9_999)).toBe(false);
  });

  it('leaves no basket when there was none before', () => {
    const handle = commitReorder(REORDERED, 1000);
    expect(handle.undo(2000)).toBe(true);
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('cannot undo at 10 seconds or later', () => {
    useBasketSession.getState().setBasket(OLD, 0);
    const handle = commitReorder(REORDERED, 1000);
    expect(handle.undo(1000 + 10_000)).toBe(false);
    expect(useBasketSession.getState().basketId).toBe(REORDERED.basketId);
  });

  it('does not undo once another basket has taken its place', () => {
    useBasketSession.getState().setBasket(OLD, 0);
    const handle = commitReorder(REORDERED, 1000);
    useBasketSession.getState().setBasket(basket({ basketId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' }), 1500);
    expect(handle.undo(2000)).toBe(false);
  });
});
