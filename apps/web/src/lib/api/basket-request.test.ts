// Calls on the current basket: its id and session header filled in, its answer remembered. When
// calls overlap the answer of the call started last wins, and a forgotten basket stays forgotten
// (the start-up read raced a code applied from /offers/{code} and put the old basket back).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basket as basketFixture } from '../../test/basket-fixtures.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { basketCall, NoBasketError } from './basket-request.ts';

const before = basketFixture();
const withVoucher: typeof before = {
  ...before,
  vouchers: [{ voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 }],
};

type Pending = { url: string; init: RequestInit; answer(body: unknown): void };
const pending: Pending[] = [];

beforeEach(() => {
  pending.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve) =>
          pending.push({
            url,
            init,
            answer: (body) =>
              resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
          }),
        ),
    ),
  );
  useBasketSession.setState({
    basketId: before.basketId,
    sessions: { [before.basketId]: { sid: before.sessionId, created: Date.now() } },
    basket: before,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('basketCall', () => {
  it("fills the current basket's id and session header, encodes the other parameters and remembers the answer", async () => {
    const remove = basketCall('removeCartVoucher', { params: { voucherCode: 'SAVE 20' } });
    await settle();
    expect(pending[0]!.url).toBe(`/api/v1/baskets/${before.basketId}/removeCartVoucher/SAVE%2020`);
    expect(pending[0]!.init.method).toBe('DELETE');
    expect(pending[0]!.init.headers).toMatchObject({ 'x-session-id': before.sessionId });
    pending[0]!.answer(withVoucher);
    expect(await remove).toEqual(withVoucher);
    expect(useBasketSession.getState().basket).toEqual(withVoucher);
  });

  it('sends nothing without a basket', async () => {
    useBasketSession.getState().clearBasket();
    await expect(basketCall('basket')).rejects.toBeInstanceOf(NoBasketError);
    expect(pending).toHaveLength(0);
  });
});

describe('basketCall answers that overlap', () => {
  it('a read that started first and answers last does not undo the change that answered before it', async () => {
    const read = basketCall('basket');
    const apply = basketCall('applyVoucher', { params: { code: 'SAVE20' } });
    await settle();
    expect(pending.map((p) => p.url)).toEqual([
      `/api/v1/baskets/${before.basketId}`,
      `/api/v1/baskets/${before.basketId}/applyvoucher/SAVE20`,
    ]);
    pending[1]!.answer(withVoucher);
    await apply;
    pending[0]!.answer(before);
    // The caller still gets its own answer; the session keeps the newer basket.
    expect(await read).toEqual(before);
    expect(useBasketSession.getState().basket?.vouchers.map((v) => v.voucherCode)).toEqual(['SAVE20']);
  });

  it('a read that answers first, while a change started before it still runs, does not undo the change', async () => {
    // The code waiting from /offers/{code} is applied as the page opens; the start-up read comes
    // after it, reads the basket before the voucher is on, and answers first.
    const apply = basketCall('applyVoucher', { params: { code: 'SAVE20' } });
    const read = basketCall('basket');
    await settle();
    pending[1]!.answer(before);
    await read;
    pending[0]!.answer(withVoucher);
    await apply;
    expect(useBasketSession.getState().basket).toEqual(withVoucher);
  });

  it('of two changes, the later one is kept whatever order they answer in; a quiet read is remembered', async () => {
    const first = basketCall('applyVoucher', { params: { code: 'SAVE20' } });
    const second = basketCall('removeCartVoucher', { params: { voucherCode: 'SAVE20' } });
    await settle();
    pending[1]!.answer(before);
    await second;
    pending[0]!.answer(withVoucher);
    await first;
    expect(useBasketSession.getState().basket).toEqual(before);

    const read = basketCall('basket');
    await settle();
    pending[2]!.answer(withVoucher);
    await read;
    expect(useBasketSession.getState().basket).toEqual(withVoucher);
  });

  it('an answer for a basket forgotten meanwhile does not bring it back', async () => {
    const read = basketCall('basket');
    await settle();
    useBasketSession.getState().clearBasket();
    pending[0]!.answer(before);
    await read;
    expect(useBasketSession.getState().basketId).toBeNull();
    expect(useBasketSession.getState().basket).toBeNull();
  });
});
