// The header's links and the footer's groups come from navigation/main and navigation/footer once
// read (one request for both); the built-in lists show before that and when the service fails.
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentStory, forgetContent, serveContent } from '../../test/content-service-mock.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const stories = [
  contentStory(1, 'navigation/main', {
    component: 'navigation',
    groups: [
      {
        title: 'Main',
        links: [
          { label: 'Our menu', url: '/menu/pizza' },
          { label: 'Deals', url: '/offers' },
        ],
      },
    ],
  }),
  contentStory(2, 'navigation/footer', {
    component: 'navigation',
    groups: [{ title: 'Explore', links: [{ label: 'Nutrition', url: '/nutrition-information' }] }],
  }),
];

const renderShellParts = (path = '/menu/sides') => {
  const parts = (
    <>
      <SiteHeader />
      <SiteFooter />
    </>
  );
  return render(
    <RouterProvider router={createMemoryRouter([{ path: '*', element: parts }], { initialEntries: [path] })} />,
  );
};

afterEach(forgetContent);

describe('navigation from content', () => {
  it('replaces the built-in header links and footer groups with the stories, in one read', async () => {
    const { requests } = serveContent(stories);
    renderShellParts();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Menu' })).toBeTruthy();
    await waitFor(() => expect(within(main).getByRole('link', { name: 'Our menu' })).toBeTruthy());
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Our menu', 'Deals']);
    // The section of '/menu/pizza' is /menu: current on a sides page too.
    expect(within(main).getByRole('link', { name: 'Our menu' }).getAttribute('aria-current')).toBe('page');
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'Nutrition' }).getAttribute('href')).toBe(
      '/nutrition-information',
    );
    expect(screen.queryByRole('navigation', { name: 'Our menu' })).toBeNull();
    expect(requests.filter((r) => r.includes('/content/cdn/stories'))).toHaveLength(1);
    expect(requests.filter((r) => r.includes('/content/cdn/spaces/me'))).toHaveLength(1);
  });

  it('keeps the built-in lists when the content service fails', async () => {
    const { requests } = serveContent(stories, { fail: true });
    renderShellParts();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Menu', 'Offers', 'Stores', 'Track order']);
    for (const group of ['Our menu', 'Red Roof Pizza', 'Help']) {
      expect(screen.getByRole('navigation', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Nutrition information' }).getAttribute('href')).toBe(
      '/nutrition-information',
    );
  });
});
