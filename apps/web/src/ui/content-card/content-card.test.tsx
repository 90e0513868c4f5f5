import type { ContentCardExtras } from '@storefront/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentCardView, type ContentCardContent } from './content-card.tsx';

const extras = (overrides: Partial<ContentCardExtras> = {}): ContentCardExtras => ({
  site_section: 'homepage-hero',
  card_type: 'banner',
  title: `<img src=x onerror="window.__xss=1">`,
  price_pickup: null,
  price_pickup_strikethrough: null,
  price_pickup_title: null,
  price_delivery: null,
  price_delivery_strikethrough: null,
  price_delivery_title: null,
  sub_title_left: '<script>window.__xss=1</script>',
  sub_title_right: null,
  subtitle_separator: null,
  exclude_homepage: false,
  image_only: false,
  todays_offer: false,
  product_id: null,
  upsell_type: null,
  default: false,
  sequence: 1,
  ...overrides,
});

const draw = (card: ContentCardContent) =>
  render(
    <MemoryRouter>
      <ContentCardView card={card} />
    </MemoryRouter>,
  );

describe('ContentCardView', () => {
  it('shows markup in its fields as text', () => {
    const { container } = draw({ imageUrl: null, url: '/offers', extras: extras() });
    expect(screen.getByText(`<img src=x onerror="window.__xss=1">`)).toBeTruthy();
    expect(screen.getByText('<script>window.__xss=1</script>')).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/offers');
  });

  // The console's preview draws what the marketer is typing, before the API has checked it.
  it('leaves out a link or image outside the link rule instead of drawing it', () => {
    for (const bad of ['javascript:alert(1)', ' data:text/html,x', '//evil.example/x', '/\\evil.example']) {
      const { container, unmount } = draw({ imageUrl: bad, url: bad, extras: extras({ image_only: true }) });
      expect(container.querySelector('a, img')).toBeNull();
      unmount();
    }
    draw({ imageUrl: 'https://cdn.example/deal.png', url: 'https://example.com/deal', extras: extras() });
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://example.com/deal');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/deal.png');
  });
});
