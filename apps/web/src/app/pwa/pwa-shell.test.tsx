// The offline banner and the update prompt as the shell renders them, with route names as the
// route table gives them.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../lib/route-names.ts';
import { useUpdateStore } from '../../lib/pwa/update-store.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdatePromptHost } from './update-prompt-host.tsx';

function renderShellAt(path: string) {
  const named = (routePath: string, name: RouteHandle['name']) => ({
    path: routePath,
    handle: { name } satisfies RouteHandle,
    element: (
      <>
        <OfflineBanner />
        <UpdatePromptHost />
      </>
    ),
  });
  const router = createMemoryRouter(
    [
      named('/', 'landing'),
      named('/menu/:category', 'menu-category'),
      named('/checkout', 'checkout'),
      named('/order/:id', 'order'),
      named('/login', 'login'),
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  useUpdateStore.setState({ waiting: false, dismissed: false, activate: null, applying: false });
});

describe('offline banner', () => {
  it('appears as a status when the connection drops and goes when it returns', () => {
    renderShellAt('/menu/pizza');
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. You can still browse the menu; ordering comes back when your connection does.',
    );
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('update prompt', () => {
  it('stays hidden on checkout, then offers the update on the next safe route', async () => {
    const activate = vi.fn(() => Promise.resolve());
    const router = renderShellAt('/checkout');
    act(() => useUpdateStore.getState().updateWaiting(activate));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/order/abc'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/menu/pizza'));
    const prompt = await screen.findByRole('dialog', { name: 'A new version of Red Roof Pizza is ready.' });
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(prompt).toBeTruthy();
    // Until the page reloads into the new version: a busy button that cannot send it twice, no Later.
    const updating = screen.getByRole('button', { name: 'Updating…' });
    expect(updating.getAttribute('aria-busy')).toBe('true');
    expect((updating as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    expect(useUpdateStore.getState().apply('menu-category')).toBe(false);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('hides again when the customer goes to login, and Later dismisses it', async () => {
    const router = renderShellAt('/');
    act(() => useUpdateStore.getState().updateWaiting(() => Promise.resolve()));
    await screen.findByRole('dialog');
    await act(() => router.navigate('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
