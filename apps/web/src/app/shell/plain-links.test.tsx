// The shell's links are plain anchors (lib/app-link-clicks.ts): each opens its page through the
// router, and a click the browser should follow (a new tab, a phone number) is left to it.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const renderAt = (element: ReactNode, path = '/offers') => {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe("the footer's plain links", () => {
  it('are anchors that open their page through the router, without loading the page again', () => {
    const router = renderAt(<SiteFooter />);
    const sides = screen.getByRole('link', { name: 'Sides' });
    expect(sides.getAttribute('href')).toBe('/menu/sides');
    const followed = fireEvent.click(sides);
    expect(followed).toBe(false);
    expect(router.state.location.pathname).toBe('/menu/sides');
  });

  it('leave a click with a modifier key, and the phone number, to the browser', () => {
    const router = renderAt(<SiteFooter />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sides' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: /Order by phone/ }))).toBe(true);
    expect(router.state.location.pathname).toBe('/offers');
  });
});

describe("the header's and the bottom navigation's plain links", () => {
  it('open the home page, a section and the account through the router, marking the current section', () => {
    const router = renderAt(<SiteHeader />, '/menu/sides');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBe('page');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Account' }))).toBe(false);
    expect(router.state.location.pathname).toBe('/account');
    expect(fireEvent.click(screen.getByRole('link', { name: /home$/ }))).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('open a quick link through the router, and leave the cart button to its own handler', () => {
    const router = renderAt(<BottomNav />, '/');
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(fireEvent.click(within(quick).getByRole('link', { name: 'Offers' }))).toBe(false);
    expect(router.state.location.pathname).toBe('/offers');
    fireEvent.click(within(quick).getByRole('button', { name: 'Cart' }));
    expect(router.state.location.pathname).toBe('/offers');
  });
});
