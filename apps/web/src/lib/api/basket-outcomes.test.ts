import { describe, expect, it } from 'vitest';
import { basket, basketItem, meal, paleAle } from '../../test/basket-fixtures.ts';
import { ApiError, NetworkError } from '../api-client.ts';
import { basketErrorMessage, checkBasketChange, isIgnoredBasketError, productIdsInBasket } from './basket-outcomes.ts';

const problem = (status: number, code: string, message: string, errors: { field: string; message: string }[] = []) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code, message, errors }, message);

const ale = { productType: 'Alcohol', alcoholUnits: 1.4, paymentType: 'Standard', isFreePromoDrink: false };
const freeDrink = { productType: 'Drinks', alcoholUnits: 0, paymentType: 'Standard', isFreePromoDrink: true };

describe('basket error messages', () => {
  it('passes on the alcohol messages', () => {
    expect(
      basketErrorMessage(problem(400, 'InvalidAlcohol', 'Alcohol can only be purchased with a food item.'), 'add'),
    ).toBe('Alcohol can only be purchased with a food item.');
    expect(
      basketErrorMessage(
        problem(400, 'InvalidAlcohol', 'Sorry, you can only order a maximum of 6 standard drinks per order.'),
        'update',
      ),
    ).toBe('Sorry, you can only order a maximum of 6 standard drinks per order.');
  });

  it('gives the free-drinks dictionary message', () => {
    expect(basketErrorMessage(problem(400, 'StockPromoLimitReached', 'limit'), 'add')).toBe(
      'max of 3 FREE drinks per order',
    );
  });

  it('explains a field error by its message', () => {
    const error = problem(400, 'InvalidRequest', 'Invalid request: body.baseId.', [
      { field: 'body.baseId', message: 'The Stuffed Crust base is not made in the Family size' },
    ]);
    expect(basketErrorMessage(error, 'add')).toBe('The Stuffed Crust base is not made in the Family size');
    expect(
      basketErrorMessage(
        problem(400, 'InvalidRequest', 'The Pepperoni can only contain a maximum of 10 toppings.'),
        'add',
      ),
    ).toBe('The Pepperoni can only contain a maximum of 10 toppings.');
  });

  it('falls back to a default, and ignores 410', () => {
    expect(basketErrorMessage(new ApiError(502, 'Bad gateway', 'x'), 'remove')).toBe(
      "Sorry, we couldn't remove that from your cart. Please try again.",
    );
    expect(basketErrorMessage(new NetworkError('offline'), 'add')).toMatch(/couldn't reach/);
    expect(isIgnoredBasketError(problem(410, 'BasketHasExpired', 'gone'))).toBe(true);
    expect(isIgnoredBasketError(problem(412, 'BasketNotValid', 'no'))).toBe(false);
  });
});

describe('basket rules before sending', () => {
  it('alcohol needs a food item', () => {
    expect(checkBasketChange(basket({ basketItems: [] }), { kind: 'add', product: ale, quantity: 1 })).toEqual({
      ok: false,
      code: 'InvalidAlcohol',
      message: 'Alcohol can only be purchased with a food item.',
    });
    expect(checkBasketChange(basket(), { kind: 'add', product: ale, quantity: 1 }).ok).toBe(true);
  });

  it('a pizza in a meal counts as food', () => {
    expect(
      checkBasketChange(basket({ basketItems: [], groupedBasketItems: [meal()] }), {
        kind: 'add',
        product: ale,
        quantity: 1,
      }).ok,
    ).toBe(true);
  });

  it('allows 6 standard drinks and refuses more (4 x 1.4 = 5.6; 5 x 1.4 = 7)', () => {
    expect(checkBasketChange(basket(), { kind: 'add', product: ale, quantity: 4 }).ok).toBe(true);
    expect(checkBasketChange(basket(), { kind: 'add', product: ale, quantity: 5 })).toMatchObject({
      ok: false,
      message: 'Sorry, you can only order a maximum of 6 standard drinks per order.',
    });
    const withAle = basket({ basketItems: [basketItem(), paleAle({ quantity: 4 })] });
    expect(checkBasketChange(withAle, { kind: 'quantity', basketItemId: 'ale', quantity: 5 }).ok).toBe(false);
  });

  it('removing the last food leaves alcohol alone: refused', () => {
    const withAle = basket({ basketItems: [basketItem(), paleAle()] });
    expect(checkBasketChange(withAle, { kind: 'quantity', basketItemId: 'item-1', quantity: 0 })).toMatchObject({
      ok: false,
      message: 'Alcohol can only be purchased with a food item.',
    });
  });

  it('allows 3 free drinks and refuses a 4th', () => {
    expect(checkBasketChange(basket(), { kind: 'add', product: freeDrink, quantity: 3 }).ok).toBe(true);
    expect(checkBasketChange(basket(), { kind: 'add', product: freeDrink, quantity: 4 })).toMatchObject({
      ok: false,
      code: 'StockPromoLimitReached',
      message: 'max of 3 FREE drinks per order',
    });
  });

  it('refuses mixing payment types', () => {
    const exclusive = { ...freeDrink, isFreePromoDrink: false, paymentType: 'Exclusive' };
    expect(checkBasketChange(basket(), { kind: 'add', product: exclusive, quantity: 1 })).toMatchObject({
      ok: false,
      message: 'Payment Option Clash! Cart contained exclusive items.',
    });
  });

  it('an edit replaces its own line', () => {
    const withAle = basket({ basketItems: [basketItem(), paleAle({ quantity: 4 })] });
    expect(checkBasketChange(withAle, { kind: 'add', product: ale, quantity: 4, replaceLineId: 'ale' }).ok).toBe(true);
  });

  it('lists every product in the basket, meals included', () => {
    expect([...productIdsInBasket(basket({ groupedBasketItems: [meal()] }))].sort()).toEqual([1003, 2001]);
  });
});
