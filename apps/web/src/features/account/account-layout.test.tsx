import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { revalidateOnAuthChange } from '../../app/mount-app.tsx';
import { requireAuth } from '../../app/routes/guards.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { AccountHome } from './account-home.tsx';
import { AccountLayout } from './account-layout.tsx';
import { signInAs, snackbarMessage } from './account-test-support.tsx';

const revokePath = 'POST /api/v1/customer/token/revoke';

let stopRevalidating = () => {};

/** The /account frame as the route table has it: the home child open to all, the others guarded. */
function renderFrame(path: string) {
  const child = (name: string) => ({ path: name, loader: requireAuth, Component: () => <p>The {name} page</p> });
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        Component: AccountLayout,
        HydrateFallback: () => null,
        children: [{ index: true, Component: AccountHome }, child('rewards'), child('communication')],
      },
    ],
    { initialEntries: [path] },
  );
  // As the app does: a change of login state checks the current route's guard again.
  stopRevalidating = revalidateOnAuthChange(router);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => signInAs());
afterEach(() => {
  stopRevalidating();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the /account frame', () => {
  it('after "Log out" on an account page, shows the account log-in page without asking to log in to go back', async () => {
    const api = mockApi('none', { [revokePath]: () => json(204, null) });
    const router = renderFrame('/account/rewards');
    expect(await screen.findByText('The rewards page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully logged out'));
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(api.calls(revokePath)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('Please log in to continue to that page.')).toBeNull();
  });

  it('scrolls the tab strip sideways to the current tab, and not the page', async () => {
    // A phone: the strip is 320 px wide and the Communication tab sits past its right edge.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rect = (left: number, width: number) => DOMRect.fromRect({ x: left, y: 0, width, height: 44 });
      if (this.tagName === 'UL') return rect(16, 320);
      if (this.getAttribute('aria-current') === 'page') return rect(700, 150);
      return rect(0, 0);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderFrame('/account/communication');
    expect(await screen.findByText('The communication page')).toBeTruthy();
    const strip = screen.getByRole('navigation', { name: 'Account' }).querySelector('ul')!;
    // Its right edge (850) meets the strip's (336).
    await vi.waitFor(() => expect(strip.scrollLeft).toBe(514));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
