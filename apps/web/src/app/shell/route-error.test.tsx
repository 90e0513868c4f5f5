import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR, RouteError } from './route-error.tsx';

function renderFailing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: () => null,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it('shows the spec generic message and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('boom'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(GENERIC_ERROR);
    expect(GENERIC_ERROR).toBe('Something went wrong! We apologise for the inconvenience.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The report is sent from an effect: wait for it rather than assume it ran with the render.
    await vi.waitFor(() =>
      expect(log.mock.calls.some(([tag, message]) => String(tag).includes('[error 2.0.0]') && message === 'boom')).toBe(
        true,
      ),
    );
  });

  it('explains a chunk that failed to load after the one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/menu.js'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("We couldn't load this page");
  });

  it('shows the not-found page for a 404', async () => {
    renderFailing(new Response('Not found', { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" })).toBeTruthy();
  });
});
