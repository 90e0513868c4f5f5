// Menu prices in the marketing console (decision 200): find a product, change a size's price, save
// only what changed; a price that is not dollars and cents, not in 5 cent steps or too high is named
// before anything is sent; a price of zero, or one far from the current price, is confirmed first,
// and only then sent with confirmPriceJump (the rule itself: packages/domain menu-price-jump.ts).
import { MAX_MENU_PRICE_CENTS, type MenuPriceEntry } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { AlertDialog } from '../../ui/alert-dialog/alert-dialog.tsx';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { MenuPrices, menuPriceMessages, readPrice } from './menu-prices.tsx';

const LIST = 'GET /api/v1/menu-prices';
const PEPPERONI: MenuPriceEntry = {
  productId: 1003,
  name: 'Pepperoni',
  category: 'Pizzas',
  priceCents: null,
  sizes: [
    { sizeId: 1, name: 'Personal', priceCents: 1095 },
    { sizeId: 2, name: 'Large', priceCents: 1995 },
  ],
  lastChange: null,
};
const COLA: MenuPriceEntry = {
  productId: 3001,
  name: 'Cola 600ml',
  category: 'Drinks',
  priceCents: 450,
  sizes: [],
  lastChange: null,
};

function renderPrices(onFailure = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MenuPrices token="marketer" onFailure={onFailure} />
      <AlertDialog />
    </QueryClientProvider>,
  );
  return onFailure;
}
afterEach(() => {
  vi.unstubAllGlobals();
  useAlertStore.getState().settle(false);
});

const productForm = (name: string) => screen.getByRole('form', { name });

describe('menu prices', () => {
  it('filters by name and category', async () => {
    mockApi('none', { [LIST]: () => json(200, [PEPPERONI, COLA]) });
    renderPrices();
    expect(await screen.findByText('2 of 2 products')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Drinks');
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Pepperoni' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Category'), '');
    await userEvent.type(screen.getByLabelText('Find a product'), 'zzz');
    expect(await screen.findByText(menuPriceMessages.noMatch)).toBeTruthy();
  });

  it('saves only the sizes whose price changed, and shows who changed it', async () => {
    const saved: MenuPriceEntry = {
      ...PEPPERONI,
      sizes: [PEPPERONI.sizes[0]!, { sizeId: 2, name: 'Large', priceCents: 2195 }],
      lastChange: { changedBy: 'marketing.team', changedAt: '2026-11-25T09:00:00.000Z' },
    };
    const api = mockApi('none', {
      [LIST]: () => json(200, [PEPPERONI, COLA]),
      'PUT /api/v1/menu-prices/1003': () => json(200, saved),
    });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Pepperoni' });
    const large = within(form).getByLabelText('Large price of Pepperoni, dollars');
    expect((large as HTMLInputElement).value).toBe('19.95');
    await userEvent.clear(large);
    await userEvent.type(large, '21.95');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Pepperoni' }));

    expect((await within(productForm('Pepperoni')).findByRole('status')).textContent).toBe(
      'Saved: Personal $10.95, Large $21.95.',
    );
    // An ordinary change is not flagged as a confirmed jump.
    expect(api.calls('PUT /api/v1/menu-prices/1003')[0]!.body).toStrictEqual({
      sizes: [{ sizeId: 2, priceCents: 2195 }],
    });
    expect(api.calls('PUT /api/v1/menu-prices/1003')[0]!.headers.authorization).toBe('Bearer marketer');
    expect(within(productForm('Pepperoni')).getByText(/changed by marketing\.team/)).toBeTruthy();
  });

  it('names a wrong price before sending anything, and says when nothing changed', async () => {
    const api = mockApi('none', { [LIST]: () => json(200, [COLA]) });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Cola 600ml' });
    const price = within(form).getByLabelText('Price of Cola 600ml, dollars');
    const save = within(form).getByRole('button', { name: 'Save prices of Cola 600ml' });
    await userEvent.click(save);
    expect(within(form).getByRole('status').textContent).toBe(menuPriceMessages.unchanged);

    for (const [text, message] of [
      ['4.52', menuPriceMessages.notFiveCents],
      ['four', menuPriceMessages.notDollars],
      ['1000.00', menuPriceMessages.tooHigh],
    ] as const) {
      await userEvent.clear(price);
      await userEvent.type(price, text);
      await userEvent.click(save);
      expect(within(form).getByText(message)).toBeTruthy();
      expect(price.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.calls('PUT /api/v1/menu-prices/3001')).toEqual([]);
  });

  it('asks before saving a free price, naming the item, old and new price; Cancel saves nothing', async () => {
    const api = mockApi('none', {
      [LIST]: () => json(200, [COLA]),
      'PUT /api/v1/menu-prices/3001': () => json(200, { ...COLA, priceCents: 0 }),
    });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Cola 600ml' });
    const price = within(form).getByLabelText('Price of Cola 600ml, dollars');
    await userEvent.clear(price);
    await userEvent.type(price, '0.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Cola 600ml' }));

    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain('Cola 600ml: $0.00 (now $4.50) makes it free in every store.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await within(form).findByText(menuPriceMessages.notSaved)).toBeTruthy();
    expect(api.calls('PUT /api/v1/menu-prices/3001')).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Cola 600ml' }));
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(again).getByRole('button', { name: 'Save the price', hidden: true }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved: $0.00.');
    // Sent once, after the confirmation, saying it was confirmed.
    expect(api.calls('PUT /api/v1/menu-prices/3001').map((c) => c.body)).toStrictEqual([
      { priceCents: 0, confirmPriceJump: true },
    ]);
  });

  it("asks when the server names a jump the console's list did not show (a price changed meanwhile)", async () => {
    const line = 'Cola 600ml: $5.00 (now $1.50) is more than 3 times the current price.';
    const api = mockApi('none', {
      [LIST]: () => json(200, [COLA]),
      'PUT /api/v1/menu-prices/3001': ({ body }) =>
        (body as { confirmPriceJump?: boolean }).confirmPriceJump
          ? json(200, { ...COLA, priceCents: 500 })
          : new Response(
              JSON.stringify({
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                code: 'PriceJumpNotConfirmed',
                message: `${line} Nothing was saved: send confirmPriceJump: true to save this price.`,
                errors: [{ field: 'body.confirmPriceJump', message: 'Must be true to save a price jump' }],
                priceJumps: [line],
              }),
              { status: 409, headers: { 'content-type': 'application/problem+json' } },
            ),
    });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Cola 600ml' });
    const price = within(form).getByLabelText('Price of Cola 600ml, dollars');
    await userEvent.clear(price);
    await userEvent.type(price, '5.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Cola 600ml' }));

    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain(line);
    expect(api.calls('PUT /api/v1/menu-prices/3001').map((c) => c.body)).toStrictEqual([{ priceCents: 500 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the price', hidden: true }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved: $5.00.');
    expect(api.calls('PUT /api/v1/menu-prices/3001').map((c) => c.body)).toStrictEqual([
      { priceCents: 500 },
      { priceCents: 500, confirmPriceJump: true },
    ]);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('asks before saving a size at more than 3 times, or under a third of, its price', async () => {
    const api = mockApi('none', { [LIST]: () => json(200, [PEPPERONI]) });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Pepperoni' });
    const large = within(form).getByLabelText('Large price of Pepperoni, dollars');
    const personal = within(form).getByLabelText('Personal price of Pepperoni, dollars');
    await userEvent.clear(large);
    await userEvent.type(large, '999.95');
    await userEvent.clear(personal);
    await userEvent.type(personal, '3.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Pepperoni' }));

    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain(
      'Pepperoni, Personal: $3.00 (now $10.95) is less than a third of the current price.',
    );
    expect(dialog.textContent).toContain(
      'Pepperoni, Large: $999.95 (now $19.95) is more than 3 times the current price.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await within(form).findByText(menuPriceMessages.notSaved)).toBeTruthy();
    expect(api.calls('PUT /api/v1/menu-prices/1003')).toEqual([]);
  });

  it("shows the server's refusal, and a load failure with a way to try again", async () => {
    mockApi('none', {
      [LIST]: () => json(200, [COLA]),
      'PUT /api/v1/menu-prices/3001': () => problem(404, 'NotFound', 'Product not found.'),
    });
    renderPrices();
    const form = await screen.findByRole('form', { name: 'Cola 600ml' });
    const price = within(form).getByLabelText('Price of Cola 600ml, dollars');
    await userEvent.clear(price);
    await userEvent.type(price, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices of Cola 600ml' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Product not found.');
  });

  it('says when the prices could not be loaded and hands a 403 to the console', async () => {
    mockApi('none', { [LIST]: () => problem(403, 'Forbidden', 'This account cannot run the marketing console.') });
    const onFailure = renderPrices();
    expect((await screen.findByRole('alert')).textContent).toContain(menuPriceMessages.loadFailed);
    expect(onFailure).toHaveBeenCalled();
  });
});

describe('readPrice', () => {
  it.each([
    ['24.95', { cents: 2495 }],
    ['$5', { cents: 500 }],
    ['0', { cents: 0 }],
    [(MAX_MENU_PRICE_CENTS / 100).toFixed(2), { cents: MAX_MENU_PRICE_CENTS }],
    ['1000', { error: menuPriceMessages.tooHigh }],
    ['2.01', { error: menuPriceMessages.notFiveCents }],
    ['', { error: menuPriceMessages.notDollars }],
    ['-1', { error: menuPriceMessages.notDollars }],
  ])('%s', (text, expected) => expect(readPrice(text)).toEqual(expected));
});
