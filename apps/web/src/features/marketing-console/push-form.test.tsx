// The marketing console's push messages (decision 188): a count of recipients, a preview, fields
// named when wrong, and what the send did.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { PushForm, pushFormMessages } from './push-form.tsx';

const COUNT = 'GET /api/v1/engagement-console/push/recipients';
const SEND = 'POST /api/v1/engagement-console/push';

function renderForm(onFailure = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PushForm token="marketer" onFailure={onFailure} />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('push messages in the marketing console', () => {
  it('counts the devices, previews the notification and sends it to all', async () => {
    const api = mockApi('none', {
      [COUNT]: () => json(200, { count: 3 }),
      [SEND]: () => json(200, { recipients: 3, sent: 1, keptInOutbox: 1, removed: 1, failed: 0 }),
    });
    renderForm();
    expect(await screen.findByText('It will reach 3 devices.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Two for Tuesday');
    await userEvent.type(screen.getByLabelText('Message'), 'Two large pizzas for $25.');
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByText('Two for Tuesday')).toBeTruthy();
    expect(within(preview).getByText('Opens /offers')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send to all' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sent to 1 of 3; 1 kept in the outbox (no push service reachable); 1 no longer subscribed, removed.',
    );
    expect(api.calls(SEND)[0]!.body).toEqual({
      title: 'Two for Tuesday',
      body: 'Two large pizzas for $25.',
      url: '/offers',
    });
    expect(api.calls(SEND)[0]!.headers.authorization).toBe('Bearer marketer');
  });

  it('names the fields to fix before sending anything', async () => {
    const api = mockApi('none', { [COUNT]: () => json(200, { count: 1 }) });
    renderForm();
    expect(await screen.findByText('It will reach 1 device.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Opens'));
    await userEvent.type(screen.getByLabelText('Opens'), 'https://elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all' }));
    expect(screen.getByRole('alert').textContent).toBe('Some fields need another look.');
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Enter a page of this site, starting with /.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(SEND)).toEqual([]);
  });

  it('says when no one has notifications on, and cannot send', async () => {
    mockApi('none', { [COUNT]: () => json(200, { count: 0 }) });
    renderForm();
    expect(await screen.findByText(pushFormMessages.noRecipients)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send to all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the count could not be loaded', async () => {
    mockApi('none', { [COUNT]: () => json(500, { status: 500, code: 'InternalServerError', message: 'x' }) });
    renderForm();
    expect(await screen.findByText(pushFormMessages.countFailed)).toBeTruthy();
  });
});
