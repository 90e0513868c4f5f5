// The shell in a memory router with the real route table: landmarks, header, bottom navigation,
// footer, overlays and the navigation behaviour.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackgroundWork, startBackgroundWork } from '../../lib/background-work.ts';
import { EMPTY_LOCATION, useLocationStore } from '../../lib/session/location-store.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { createRoutes } from '../routes/route-table.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  useLocationStore.getState().clearLocation();
  useOverlayRequests.setState({ localisation: null, cartOpen: false, loginOpen: false });
  useSessionStore.setState({ debugMode: false, last_source: null });
  useCallCentreStore.getState().disableCallCentre();
});

describe('shell', () => {
  it('has a skip link, landmarks and one h1', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('on a page load the footer renders once the first screen is drawn', async () => {
    resetBackgroundWork();
    renderAt('/cart');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => startBackgroundWork());
    expect(within(await screen.findByRole('contentinfo')).getAllByRole('link').length).toBeGreaterThan(10);
  });

  it('a prerendered page keeps its footer from the first render', async () => {
    resetBackgroundWork();
    const root = document.createElement('div');
    root.id = 'root';
    root.append(document.createElement('div'));
    document.body.append(root);
    try {
      renderAt('/');
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    } finally {
      root.remove();
      startBackgroundWork();
    }
  });

  it('shows the unlocalised header action, which opens the localisation modal', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: /Choose delivery or pickup/ }));
    expect(useOverlayRequests.getState().localisation).toEqual({ tab: 'delivery' });
    const dialog = await screen.findByRole('dialog', { name: 'Start your order', hidden: true });
    expect(within(dialog).getByRole('tab', { name: 'Delivery', hidden: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens the login modal when asked (a 403 on a customer call), and closes it', async () => {
    renderAt('/cart');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    act(() => useOverlayRequests.getState().openLogin());
    const dialog = await screen.findByRole('dialog', { name: 'Please log in again', hidden: true }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Email or mobile number')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i, hidden: true }));
    expect(useOverlayRequests.getState().loginOpen).toBe(false);
  });

  it('shows the chosen order type, store and time in the header', async () => {
    useLocationStore
      .getState()
      .setLocation({ ...EMPTY_LOCATION, orderType: 'pickup', storeId: 7, storeName: 'Fremantle', isAsap: true });
    renderAt('/cart');
    expect(
      await screen.findByRole('button', { name: /^Pickup · Fremantle\s*ASAP\s*. Change order details$/ }),
    ).toBeTruthy();
  });

  it('has the bottom navigation with the cart opening the cart', async () => {
    renderAt('/offers');
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Menu', '/menu/pizza'],
      ['Offers', '/offers'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Offers' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Cart' }));
    expect(await screen.findByText('Your cart is currently empty. Browse the menu and start your order.')).toBeTruthy();
  });

  it('shows call-centre mode with the agent name', async () => {
    useCallCentreStore.getState().enableCallCentre('Priya');
    renderAt('/');
    expect((await screen.findByText(/Call-centre mode/)).textContent).toContain('Priya');
  });

  it('renders the not-found page inside the shell', async () => {
    // Not a content slug (an underscore), so no content-service call is needed to know it is not found.
    renderAt('/no_such_page');
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('navigation behaviour', () => {
  it('opens the localisation modal on the tab the localise parameter names', async () => {
    renderAt('/menu/pizza?localise=pickup');
    await waitFor(() => expect(useOverlayRequests.getState().localisation).toEqual({ tab: 'pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start your order', hidden: true });
    expect(within(dialog).getByRole('tab', { name: 'Pickup', hidden: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('turns on debug mode and keeps UTM and irpid', async () => {
    renderAt('/?debugMode=true&utm_source=google&utm_campaign=friday&irpid=99');
    await screen.findByRole('heading', { level: 1 });
    // The query effects run in an effect after the page's first commit: on a busy machine that
    // can be a task after the heading appears, so wait for them rather than assume they ran.
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({
        debugMode: true,
        last_source: 'google',
        last_campaign: 'friday',
        last_medium: null,
      }),
    );
    expect(sessionStorage.getItem('irpid')).toBe('99');
    expect(await screen.findByText('Debug mode is on')).toBeTruthy();
  });

  it('scrolls to the top and focuses the new h1 on navigation, except between menu category and product', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/menu/pizza'));
    await screen.findByRole('heading', { level: 1, name: 'Pizza' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Pizza' }));
    await act(() => router.navigate('/menu/pizza/product/pizzas/pepperoni'));
    await screen.findByRole('dialog', { name: 'Pepperoni', hidden: true });
    await act(() => router.navigate('/menu/pizza'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/cart'));
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('lower-cases paths on in-app navigation too', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/menu/WingsStreet'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/wingsstreet'));
  });
});
