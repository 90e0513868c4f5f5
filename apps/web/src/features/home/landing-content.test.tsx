// The landing's hero, deals heading, ranges banner and offers strip come from the banners/home-*
// stories once read; before that, and when the content service fails, the built-in copy shows.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentStory, forgetContent, serveContent } from '../../test/content-service-mock.ts';
import { BUILT_IN_HERO } from './landing-copy.ts';
import { LandingPage } from './landing-page.tsx';

const stories = [
  contentStory(1, 'banners/home-hero', {
    component: 'hero-banner',
    brand: 'Red Roof Pizza',
    headline: 'Two large pizzas for the price of one',
    lead: 'Every Tuesday at every store.',
  }),
  contentStory(2, 'banners/home-secondary', {
    component: 'secondary-banner',
    title: 'Our pizza ranges',
    text: 'Pick a range.',
    links: [{ label: 'Premium pizzas', url: '/menu/pizza/premium-range' }],
  }),
  contentStory(3, 'banners/home-offers', {
    component: 'offer-strip',
    title: 'More from us',
    items: [{ title: 'Weekly specials', text: 'New every Monday', url: '/offers' }],
  }),
  // Not well formed (a link to another site): the built-in heading stays.
  contentStory(4, 'banners/home-deals', {
    component: 'deals-strip',
    title: 'Hot deals',
    more_label: 'Elsewhere',
    more_url: 'https://example.com/',
  }),
];

const offers = { categories: [], offers: [] };
const renderLanding = () =>
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );

afterEach(forgetContent);

describe('landing from content', () => {
  it('shows the built-in copy at first, then the stories, in one read of banners/home-', async () => {
    const { requests } = serveContent(stories, {
      others: (url) => new Response(JSON.stringify(url.pathname.endsWith('/offers') ? offers : {})),
    });
    renderLanding();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${BUILT_IN_HERO.brand}${BUILT_IN_HERO.headline}`);
    await waitFor(() => expect(heading.textContent).toBe('Red Roof PizzaTwo large pizzas for the price of one'));
    expect(screen.getByText('Every Tuesday at every store.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our pizza ranges' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Premium pizzas' }).getAttribute('href')).toBe('/menu/pizza/premium-range');
    const strip = screen.getByRole('heading', { name: 'More from us' }).closest('section');
    expect(
      within(strip as HTMLElement)
        .getByRole('link', { name: /Weekly specials/ })
        .getAttribute('href'),
    ).toBe('/offers');
    expect(screen.queryByRole('link', { name: /Find a store/ })).toBeNull();
    const reads = requests.filter((r) => r.includes('/content/cdn/stories'));
    expect(reads.map((r) => new URL(r, 'http://localhost').searchParams.get('starts_with'))).toEqual(['banners/home-']);
  });

  it('keeps the built-in copy when the content service fails', async () => {
    const { requests } = serveContent(stories, { fail: true });
    renderLanding();
    await waitFor(() => expect(requests.some((r) => r.includes('/content/cdn/'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Red Roof PizzaHot, hand-stretched and made your way',
    );
    expect(screen.getByRole('heading', { name: 'Pizza ranges' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Classics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Deals and coupons/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Track your order/ })).toBeTruthy();
  });
});
