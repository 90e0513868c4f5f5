import { describe, expect, it } from 'vitest';
import { MENU_PRICE_JUMP_FACTOR, menuPriceJump, menuPriceJumpLine } from './menu-price-jump.ts';

describe('menuPriceJump', () => {
  it('is a factor of 3 either way', () => expect(MENU_PRICE_JUMP_FACTOR).toBe(3));

  it.each([
    [795, 0, 'makes it free in every store'],
    [795, 99_995, 'is more than 3 times the current price'],
    [795, 2385, null],
    [795, 2390, 'is more than 3 times the current price'],
    [795, 265, null],
    [795, 260, 'is less than a third of the current price'],
    [0, 500, null],
    [0, 0, null],
    [795, 795, null],
    [795, 895, null],
  ])('%i to %i', (from, to, expected) => expect(menuPriceJump(from, to)).toBe(expected));
});

describe('menuPriceJumpLine', () => {
  it('names the item, the new and the current price, and why', () => {
    expect(menuPriceJumpLine('Pepperoni, Large', 1995, 5995)).toBe(
      'Pepperoni, Large: $59.95 (now $19.95) is more than 3 times the current price.',
    );
    expect(menuPriceJumpLine('Cola 600ml', 450, 0)).toBe('Cola 600ml: $0.00 (now $4.50) makes it free in every store.');
    expect(menuPriceJumpLine('Cola 600ml', 450, 495)).toBeNull();
  });
});
