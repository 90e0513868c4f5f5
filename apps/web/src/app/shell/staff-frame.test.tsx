// The staff tools in the real route table: their own frame (skip link, a slim header with the brand
// and the tool's name, the page), none of the customer's shell, overlays, session or analytics; and
// the customer's pages keep the whole shell.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as appNavigation from '../../lib/session/app-navigation.ts';
import { createRoutes } from '../routes/route-table.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view');

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => vi.restoreAllMocks());

const STAFF_TOOLS = [
  ['/store-console', 'Store console'],
  ['/content-editor', 'Content editor'],
  ['/marketing', 'Marketing console'],
  ['/errors', 'Error reports'],
] as const;

describe('staff frame', () => {
  it.each(STAFF_TOOLS)('%s has the staff header and none of the customer chrome', async (path, title) => {
    const startSession = vi.spyOn(appNavigation, 'setAppNavigation');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const brand = screen.getByRole('link', { name: 'Red Roof Pizza home' });
    expect(brand.getAttribute('href')).toBe('/');
    // The page's own header (inside main) is not a banner in a browser; testing-library counts it.
    const header = brand.closest('header')!;
    expect(header.closest('main')).toBeNull();
    expect(within(header).getByText(title)).toBeTruthy();
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    // The customer's header, navigation, footer and overlays.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose delivery or pickup/ })).toBeNull();
    // No customer page view, and no location session watch.
    expect(pageViews()).toEqual([]);
    expect(startSession).not.toHaveBeenCalled();
  });

  it('a keyboard user reaches the sign-in form right after the skip link and the brand', async () => {
    renderAt('/store-console');
    await screen.findByRole('heading', { level: 1, name: 'Store console' });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Red Roof Pizza home' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it("keeps the snackbar's live region for the tools' messages", async () => {
    renderAt('/content-editor');
    await screen.findByRole('heading', { level: 1, name: 'Content editor' });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('the customer pages keep the whole shell, page views and the session', async () => {
    const startSession = vi.spyOn(appNavigation, 'setAppNavigation');
    renderAt('/offers');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // The header's and the bottom navigation's.
    expect(screen.getAllByRole('button', { name: 'Cart' })).toHaveLength(2);
    await waitFor(() => expect(pageViews()).toEqual([expect.objectContaining({ path: '/offers' })]));
    expect(startSession).toHaveBeenCalled();
  });
});
