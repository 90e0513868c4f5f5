import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { AccountHome, RECENT_ORDERS_SHOWN } from './account-home.tsx';
import { historyPage, historyPath, pastOrder, renderAccount, signInAs } from './account-test-support.tsx';

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

const recent = historyPath(1, RECENT_ORDERS_SHOWN);

describe('/account', () => {
  it('asks a guest to log in, keeping where they were going', async () => {
    useAuthStore.getState().signOut();
    const api = mockApi('none', {});
    renderAccount('/account?redirect=%2Faccount%2Fhistory', AccountHome);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Faccount%2Fhistory',
    );
    expect(api.keys()).toEqual([]);
  });

  it('greets the customer, loads the three most recent orders and links every section', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [recent]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account', AccountHome);
    expect(await screen.findByRole('heading', { name: 'Hi Sam' })).toBeTruthy();
    expect(screen.getByText('Loading your recent orders')).toBeTruthy();
    answer(json(200, historyPage([pastOrder(1), pastOrder(2), pastOrder(3)], 12, 1, 3)));
    const first = await screen.findByRole('article', { name: 'Order RR-1001' });
    expect(within(first).getByText('Red Roof Pizza Auburn (Pick up)')).toBeTruthy();
    expect(within(first).getByText('$25.90')).toBeTruthy();
    expect(within(first).getByText('Collected')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all 12 orders' }).getAttribute('href')).toBe('/account/history');
    const shortcuts = within(screen.getByRole('list', { name: 'Your account' })).getAllByRole('link');
    expect(shortcuts.map((link) => link.getAttribute('href'))).toEqual([
      '/account/details',
      '/account/notifications',
      '/account/rewards',
      '/account/payment',
      '/account/email',
      '/account/history',
      '/account/security',
      '/account/communication',
    ]);
  });

  it('leaves the e-mail shortcut out without an e-mail login', async () => {
    signInAs({ ...CUSTOMER, hasEmailAccount: false });
    mockApi('none', { [recent]: () => json(200, historyPage([])) });
    renderAccount('/account', AccountHome);
    await screen.findByText('You have not ordered yet. Your orders will show here.');
    const shortcuts = within(screen.getByRole('list', { name: 'Your account' })).getAllByRole('link');
    expect(shortcuts.map((link) => link.getAttribute('href'))).not.toContain('/account/email');
  });

  it('shows an empty state before the first order', async () => {
    mockApi('none', { [recent]: () => json(200, historyPage([])) });
    renderAccount('/account', AccountHome);
    expect(await screen.findByText('You have not ordered yet. Your orders will show here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('says when the orders cannot be loaded and still shows the shortcuts', async () => {
    mockApi('none', { [recent]: () => problem(404, 'NotFound') });
    renderAccount('/account', AccountHome);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Your details/ })).toBeTruthy();
  });
});
