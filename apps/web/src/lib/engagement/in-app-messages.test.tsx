// In-app messages (decision 165): the newest undismissed message in a modal, marked viewed; a
// campaign message's button opens the campaign modal (extras set, claimed false until claimed).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { useCampaignStore } from './campaign-store.ts';
import { serveEngagement } from './engagement-fetch.test-support.ts';
import { message } from './engagement-fixtures.test-support.ts';
import { stopEngagement } from './engagement-refresh.ts';
import { useEngagementStore } from './engagement-store.ts';
import InAppMessages from './in-app-messages.tsx';

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useEngagementStore.setState({ status: 'idle', cards: [], messages: [] });
  useCampaignStore.setState({ extras: null, message: null, open: false, claimed: false });
});
afterEach(() => {
  stopEngagement();
  vi.unstubAllGlobals();
});

const renderHost = () =>
  render(
    <MemoryRouter>
      <InAppMessages />
    </MemoryRouter>,
  );

describe('in-app messages', () => {
  it('shows a message as text, marks it viewed, and Got it dismisses it', async () => {
    const hello = message('<i>Hello</i>');
    const api = serveEngagement({ messages: [hello] });
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: '<i>Hello</i>' });
    expect(dialog.querySelector('i')).toBeNull();
    await vi.waitFor(() => expect(api.actions()).toEqual([`${hello.id} viewed`]));
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await vi.waitFor(() => expect(api.actions()).toEqual([`${hello.id} viewed`, `${hello.id} dismissed`]));
    expect(screen.queryByRole('dialog', { name: '<i>Hello</i>' })).toBeNull();
  });

  it('a campaign message sets the campaign extras with the modal closed and unclaimed, then opens it', async () => {
    const campaign = message('Free pizza', {
      kind: 'campaign',
      buttonText: 'Get it',
      extras: { campaignType: 'website-purchase' },
    });
    const api = serveEngagement({ messages: [campaign] });
    renderHost();
    await screen.findByRole('dialog', { name: 'Free pizza' });
    // Set in an effect after the dialog's commit, which a busy machine can run a task later.
    await vi.waitFor(() =>
      expect(useCampaignStore.getState()).toMatchObject({
        extras: { campaignType: 'website-purchase' },
        open: false,
        claimed: false,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get it' }));
    const claim = await screen.findByRole('link', { name: 'Claim your offer' });
    expect(claim.getAttribute('href')).toBe('/c/website-purchase');
    await userEvent.click(claim);
    expect(useCampaignStore.getState().claimed).toBe(true);
    await vi.waitFor(() =>
      expect(api.sent.find((r) => r.url.pathname === '/api/v1/engagement/events')?.body).toMatchObject({
        name: 'campaign_claimed',
        properties: { campaign_type: 'website-purchase' },
      }),
    );
  });
});
