import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe("the footer's plain links", () => {
  const renderFooter = () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: ['/offers'] });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('are anchors that open their page through the router, without loading the page again', () => {
    const router = renderFooter();
    const sides = screen.getByRole('link', { name: 'Sides' });
    expect(sides.getAttribute('href')).toBe('/menu/sides');
    const followed = fireEvent.click(sides);
    expect(followed).toBe(false);
    expect(router.state.location.pathname).toBe('/menu/sides');
  });

  it('leave a click with a modifier key, and the phone number, to the browser', () => {
    const router = renderFooter();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sides' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: /Order by phone/ }))).toBe(true);
    expect(router.state.location.pathname).toBe('/offers');
  });
});
