// The content splash shows on the spec's splash routes only, and stays away once dismissed.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentStory, forgetContent, serveContent } from '../../test/content-service-mock.ts';
import { ContentSplashHost } from './content-splash-host.tsx';

const splash = contentStory(1, 'splash-screens/welcome', {
  component: 'splash',
  title: 'Two large pizzas from $24.95',
  text: 'Any two large pizzas.',
  cta_label: 'See the deal',
  cta_url: '/offers',
  active: 'yes',
});

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <ContentSplashHost />, handle: { name: 'landing' } },
          { path: '/cart', element: <ContentSplashHost />, handle: { name: 'cart' } },
          { path: '/offers', element: <p>Offers page</p>, handle: { name: 'offers' } },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

afterEach(forgetContent);

describe('content splash', () => {
  it('shows the splash story on the landing and, once closed, not again in this visit', async () => {
    serveContent([splash]);
    const first = renderAt('/');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Two large pizzas from $24.95', hidden: true },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('Any two large pizzas.');
    await userEvent.click(screen.getByRole('button', { name: /close/i, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    first.unmount();
    renderAt('/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(localStorage.getItem('splash_dismissals_splash-screens/welcome')).toContain('"count":1');
  });

  it('reads nothing and shows nothing on a route that is not a splash route', async () => {
    const { requests } = serveContent([splash]);
    renderAt('/cart');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('shows nothing while the splash is switched off', async () => {
    const { requests } = serveContent([{ ...splash, content: { ...splash.content, active: 'no' } }]);
    renderAt('/');
    await waitFor(() => expect(requests.some((r) => r.includes('/cdn/stories'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('stays away after two dismissals', async () => {
    localStorage.setItem('splash_dismissals_splash-screens/welcome', JSON.stringify({ count: 2, since: Date.now() }));
    const { requests } = serveContent([splash]);
    renderAt('/');
    await waitFor(() => expect(requests.some((r) => r.includes('/cdn/stories'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
