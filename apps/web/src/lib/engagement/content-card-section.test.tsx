// Content-card sections (decision 165): the section's live cards in sequence, as text; viewed,
// clicked and dismissed sent to the service; the 60-second refresh; loading, empty and error.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { useAuthStore } from '../session/auth-store.ts';
import ContentCardSection from './content-card-section.tsx';
import { DEVICE_ID_KEY } from './device-id.ts';
import { serveEngagement } from './engagement-fetch.test-support.ts';
import { card } from './engagement-fixtures.test-support.ts';
import { stopEngagement } from './engagement-refresh.ts';
import { useEngagementStore } from './engagement-store.ts';

const KEY = (sampleConfiguration.settings.API_BRAZE_KEY as { key: string }).key;

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useEngagementStore.setState({ status: 'idle', cards: [], messages: [] });
});
afterEach(() => {
  stopEngagement();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderSection = (props: Partial<Parameters<typeof ContentCardSection>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ContentCardSection section="homepage-hero" title="Featured" {...props} />
    </MemoryRouter>,
  );

describe('a content-card section', () => {
  it('shows its own live cards in sequence, as text, asking with the SDK key and the device id', async () => {
    const api = serveEngagement({
      cards: [
        card('Second', { sequence: 2, sub_title_left: 'Large', sub_title_right: 'Any range', subtitle_separator: '|' }),
        card('<b>First</b>', {
          sequence: 1,
          price_pickup: 995,
          price_pickup_strikethrough: 1495,
          price_pickup_title: 'Pickup',
        }),
        card('Cart only', { site_section: 'cart-upsell' }),
        card('Expired', {}, { expiresAt: Date.now() - 1 }),
        card('Always expired', {}, { expiresAt: null }),
        card('Fallback', { default: true }),
      ],
    });
    renderSection();
    const section = (await screen.findByRole('heading', { name: 'Featured' })).closest('section')!;
    const titles = within(section)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual(['<b>First</b>', 'Second']);
    // Text, never HTML.
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getByText('Large | Any range')).toBeTruthy();
    expect(within(section).getByText('$9.95')).toBeTruthy();
    expect(section.querySelector('s')?.textContent).toBe('was $14.95');
    const read = api.reads()[0]!;
    expect(read.headers['x-engagement-key']).toBe(KEY);
    expect(read.url.searchParams.get('deviceId')).toBe(localStorage.getItem(DEVICE_ID_KEY));
    expect(read.headers.authorization).toBeUndefined();
  });

  it('shows the default card only when the section has no other', async () => {
    serveEngagement({ cards: [card('Fallback', { default: true }), card('Elsewhere', { site_section: 'coupons' })] });
    renderSection();
    expect(await screen.findByRole('article', { name: 'Fallback' })).toBeTruthy();
  });

  it('marks shown cards viewed once, an opened one clicked, and a dismissed one goes', async () => {
    const first = card('Garlic bread', { site_section: 'cart-upsell' }, { url: '/menu/sides' });
    const second = card('Wings', { site_section: 'cart-upsell' });
    const api = serveEngagement({ cards: [first, second] });
    renderSection({ section: 'cart-upsell', title: 'Goes well', dismissible: true });
    await screen.findByRole('article', { name: 'Garlic bread' });
    await vi.waitFor(() => expect(api.actions()).toEqual([`${first.id} viewed`, `${second.id} viewed`]));
    await userEvent.click(screen.getByRole('link', { name: /Garlic bread/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Wings' }));
    expect(screen.queryByRole('article', { name: 'Wings' })).toBeNull();
    await vi.waitFor(() =>
      expect(api.actions()).toEqual([
        `${first.id} viewed`,
        `${second.id} viewed`,
        `${first.id} clicked`,
        `${second.id} dismissed`,
      ]),
    );
  });

  it('refreshes every 60 seconds: a card scheduled meanwhile appears on the next refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serveEngagement({ cards: [] });
    renderSection();
    // (vi.waitFor would move the faked clock on; the first read is sent at once.)
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.reads()).toHaveLength(1);
    api.state.cards = [card('New for NSW')];
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(api.reads()).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.reads()).toHaveLength(2);
    expect(await screen.findByRole('article', { name: 'New for NSW' })).toBeTruthy();
  });

  it('with states (the inbox): says it is loading, then that there is nothing', async () => {
    serveEngagement({ cards: [] });
    const states = { loading: 'Loading your messages…', empty: 'No messages right now.', error: 'Not loaded.' };
    renderSection({ section: 'account-inbox', title: 'Inbox', states });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your messages…');
    expect(await screen.findByText('No messages right now.')).toBeTruthy();
  });

  it('with states: says loading failed and tries again', async () => {
    const api = serveEngagement({ fail: true });
    renderSection({
      section: 'account-inbox',
      title: 'Inbox',
      states: { loading: 'Loading…', empty: 'Nothing.', error: 'Your messages could not be loaded.' },
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('could not be loaded'),
    );
    api.state.fail = false;
    api.state.cards = [card('Welcome', { site_section: 'account-inbox' })];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome' })).toBeTruthy();
  });

  it('drops the last viewer’s cards at once when the customer signs out, then shows the guest’s', async () => {
    useAuthStore.getState().signIn({ customerId: 'c-1', firstName: 'Sam', email: null, hasEmailAccount: false });
    const api = serveEngagement({ cards: [card('For regulars')] });
    renderSection();
    await screen.findByRole('article', { name: 'For regulars' });
    const held: (() => void)[] = [];
    api.state.cards = [card('For guests')];
    // The guest's answers are held back: until they come, nothing of the customer's shows.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: string | URL) =>
          new Promise<Response>((resolve) => {
            const body = String(input).includes('content-cards') ? api.state.cards : [];
            held.push(() =>
              resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
            );
          }),
      ),
    );
    act(() => useAuthStore.getState().signOut());
    expect(screen.queryByRole('article', { name: 'For regulars' })).toBeNull();
    await act(async () => held.forEach((answer) => answer()));
    expect(await screen.findByRole('article', { name: 'For guests' })).toBeTruthy();
  });

  it('without states (the landing): shows nothing when there are no cards or loading failed', async () => {
    const api = serveEngagement({ fail: true });
    const { container } = renderSection();
    await vi.waitFor(() => expect(api.reads()).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
