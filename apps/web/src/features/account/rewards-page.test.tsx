import type { AppDeal, Rewards } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem, type SentRequest } from '../../test/api-mock.ts';
import { renderAccount, signInAs } from './account-test-support.tsx';
import { redeemMessages } from './reward-options.tsx';
import { AccountRewards, rewardsMessages } from './rewards-page.tsx';
import { wonDealsMessages } from './won-deals.tsx';
import { yourVouchersMessages } from './your-vouchers.tsx';

const path = `GET /api/v1/customer/${CUSTOMER.customerId}/rewards`;
const redeemPath = `POST /api/v1/customer/${CUSTOMER.customerId}/rewards/redeem`;
const dealsPath = `GET /api/v1/customer/${CUSTOMER.customerId}/appdeals?ForceResponse=true`;
const vouchersPath = `GET /api/v1/customer/${CUSTOMER.customerId}/vouchers`;
const REWARDS: Rewards = {
  balance: 120,
  options: [
    { rewardId: 'FIVE_OFF', name: '$5 off your next order', pointsCost: 100 },
    { rewardId: 'BIG', name: 'A family feast', pointsCost: 500 },
  ],
  entries: [
    {
      entryId: 'e0000000-0000-4000-8000-000000000001',
      kind: 'earned',
      points: 120,
      orderReference: 'RR-1001',
      voucherCode: null,
      description: 'Order collected',
      at: '2026-11-12T08:30:00.000+11:00',
    },
  ],
};
const AFTER: Rewards = {
  ...REWARDS,
  balance: 20,
  entries: [
    {
      entryId: 'e0000000-0000-4000-8000-000000000002',
      kind: 'spent',
      points: -100,
      orderReference: null,
      voucherCode: 'RW-ABCDEFGH23',
      description: 'Redeemed for $5 off your next order',
      at: '2026-11-13T08:30:00.000+11:00',
    },
    ...REWARDS.entries,
  ],
};
const DEAL: AppDeal = {
  dealId: 'd0000000-0000-4000-8000-000000000001',
  prizeTypeId: 1,
  voucherCode: 'AD-QWERTYUP23',
  name: 'Free Garlic Bread',
  wonAt: '2026-11-10T08:00:00.000Z',
  expiresAt: '2099-12-01T00:00:00.000Z',
  redeemed: false,
};

beforeEach(() => signInAs());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const keyOf = (request: SentRequest) => request.headers['idempotency-key'];

describe('/account/rewards', () => {
  it('shows a loading state, then the balance, what points buy and the ledger', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', {
      [path]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    expect(await screen.findByText('Loading your rewards')).toBeTruthy();
    answer(json(200, REWARDS));
    expect(await screen.findByText('120 points')).toBeTruthy();
    const options = screen.getByRole('list', { name: 'What points buy' });
    expect(within(options).getByText('$5 off your next order')).toBeTruthy();
    expect(within(options).getByText('500 points · 380 more points needed')).toBeTruthy();
    const ledger = screen.getByRole('list', { name: 'Points history' });
    expect(within(ledger).getByText('+120')).toBeTruthy();
    expect(within(ledger).getByText(/RR-1001/)).toBeTruthy();
  });

  it('shows the empty state with no points yet', async () => {
    mockApi('none', {
      [path]: () => json(200, { balance: 0, options: [], entries: [] }),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    expect(await screen.findByText(rewardsMessages.empty)).toBeTruthy();
    expect(screen.getByText('0 points')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', {
      [path]: () => problem(403, 'Forbidden'),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('redeeming a reward', () => {
  it('spends points: the button shows it is working, then the voucher code and the new ledger', async () => {
    let current = REWARDS;
    let answer!: (response: Response) => void;
    const api = mockApi('none', {
      [path]: () => json(200, current),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
      [redeemPath]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAccount('/account/rewards', AccountRewards);
    const button = await screen.findByRole('button', { name: 'Redeem $5 off your next order' });
    // What cannot be afforded cannot be pressed.
    expect((screen.getByRole('button', { name: 'Redeem A family feast' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(button);
    expect(button.textContent).toBe(redeemMessages.redeeming);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [sent] = api.calls(redeemPath);
    expect(sent!.body).toEqual({ rewardId: 'FIVE_OFF' });
    expect(keyOf(sent!)).toMatch(/^[0-9a-f]{32}$/);

    current = AFTER;
    answer(json(201, { voucherCode: 'RW-ABCDEFGH23', balance: 20 }));
    expect(await screen.findByText(redeemMessages.redeemed('$5 off your next order', 'RW-ABCDEFGH23'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('RW-ABCDEFGH23');
    expect(await screen.findByText('20 points')).toBeTruthy();
    const ledger = screen.getByRole('list', { name: 'Points history' });
    expect(within(ledger).getByText('-100')).toBeTruthy();
    expect(within(ledger).getByText(/RW-ABCDEFGH23/)).toBeTruthy();
  });

  it("shows the server's refusal when the balance is short, and the next try is a new spend", async () => {
    const api = mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
      [redeemPath]: () => problem(409, 'RewardBalanceTooLow', 'You have 20 points; $5 off your next order needs 100.'),
    });
    renderAccount('/account/rewards', AccountRewards);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $5 off your next order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have 20 points; $5 off your next order needs 100.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $5 off your next order' }));
    await vi.waitFor(() => expect(api.calls(redeemPath)).toHaveLength(2));
    const [first, second] = api.calls(redeemPath);
    expect(keyOf(first!)).not.toBe(keyOf(second!));
  });

  it('retries a spend whose answer was lost with the same key, so it cannot be spent twice', async () => {
    let fail = true;
    const api = mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
      [redeemPath]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return json(201, { voucherCode: 'RW-ABCDEFGH23', balance: 20 });
      },
    });
    renderAccount('/account/rewards', AccountRewards);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $5 off your next order' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $5 off your next order' }));
    expect(await screen.findByText(/RW-ABCDEFGH23/)).toBeTruthy();
    const [first, second] = api.calls(redeemPath);
    expect(keyOf(first!)).toBe(keyOf(second!));
  });
});

describe('deals won in the app', () => {
  it('lists each deal with its code and state', async () => {
    mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, [DEAL, { ...DEAL, dealId: 'd0000000-0000-4000-8000-000000000002', redeemed: true }]),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    const list = await screen.findByRole('list', { name: wonDealsMessages.title });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('AD-QWERTYUP23');
    expect(within(items[0]!).getByText(wonDealsMessages.ready)).toBeTruthy();
    expect(within(items[1]!).getByText(wonDealsMessages.used)).toBeTruthy();
  });

  it("dates a deal on the browser's calendar, as it names no store", async () => {
    // 3:30 pm UTC on 10 November: 11:30 pm in Perth, already 11 November in Sydney.
    vi.stubEnv('TZ', 'Australia/Perth');
    mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, [{ ...DEAL, wonAt: '2026-11-10T15:30:00.000Z' }]),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    const list = await screen.findByRole('list', { name: wonDealsMessages.title });
    expect(within(list).getByRole('listitem').textContent).toContain('won 10 Nov 2026');
  });

  it('says so when none are held, and shows an error with a retry', async () => {
    let fail = true;
    mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => (fail ? problem(500, 'InternalError') : json(200, [])),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(wonDealsMessages.empty)).toBeTruthy();
  });
});

describe('your vouchers', () => {
  it('lists the welcome and reward vouchers with code and state, leaving won deals to their own list', async () => {
    mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () =>
        json(200, [
          {
            code: 'WELCOME',
            name: '$8 off',
            description: '',
            source: 'welcome',
            validTo: '2027-12-31',
            redeemed: true,
          },
          {
            code: 'RW-ABCDEFGH23',
            name: '$5 off your next order',
            description: '',
            source: 'reward',
            validTo: '2027-02-22',
            redeemed: false,
          },
          {
            code: 'AD-QWERTYUP23',
            name: 'Free Garlic Bread',
            description: '',
            source: 'appdeal',
            validTo: null,
            redeemed: false,
          },
        ]),
    });
    renderAccount('/account/rewards', AccountRewards);
    const list = await screen.findByRole('list', { name: yourVouchersMessages.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(yourVouchersMessages.used)).toBeTruthy();
    expect(items[1]!.textContent).toContain('RW-ABCDEFGH23');
    expect(items[1]!.textContent).toContain('use by 22 Feb 2027');
    expect(within(items[1]!).getByText(yourVouchersMessages.ready)).toBeTruthy();
  });

  it('says so when there are none', async () => {
    mockApi('none', {
      [path]: () => json(200, REWARDS),
      [dealsPath]: () => json(200, []),
      [vouchersPath]: () => json(200, []),
    });
    renderAccount('/account/rewards', AccountRewards);
    expect(await screen.findByText(yourVouchersMessages.empty)).toBeTruthy();
  });
});
