import type { ErrorReport } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorReportsPage, NOT_A_READER } from './error-reports-page.tsx';
import { useErrorReportsSession } from './error-reports-session.ts';

// Decision 172: editors sign in and read the reported errors, newest first, with the stack mapped
// to our source; store accounts are kept out; loading, empty and failure each say so.
const EDITOR_LOGIN = {
  token: 'editor-token',
  staff: { username: 'content.editor', name: 'Content Editor', storeCode: 'NSW001', storeName: 'Sydney' },
  expiresAt: '2099-01-01T00:00:00+10:00',
};
const STORE_LOGIN = { ...EDITOR_LOGIN, token: 'store-token' };

const REPORTS: ErrorReport[] = [
  {
    id: 2,
    project: 'web',
    eventId: 'b'.repeat(32),
    type: 'TypeError',
    message: "Cannot read properties of undefined (reading 'price')",
    release: '2.0.0',
    environment: 'production',
    url: 'https://shop.example/menu/pizza',
    userAgent: 'Mozilla/5.0 (Android 14) Chrome/140',
    count: 3,
    firstSeenAt: '2026-11-25T01:00:00.000Z',
    lastSeenAt: '2026-11-25T02:00:00.000Z',
    frames: [
      {
        file: 'https://shop.example/assets/menu-Ab12Cd34.js',
        function: 'a',
        line: 1,
        column: 5021,
        original: { file: 'src/features/menu/menu-card.tsx', line: 42, column: 7, function: 'priceOf' },
      },
      {
        file: 'https://shop.example/assets/vendor-Zz99Yy88.js',
        function: 'render',
        line: 9,
        column: 3,
        original: null,
      },
    ],
  },
  {
    id: 1,
    project: 'api',
    eventId: 'a'.repeat(32),
    type: 'Error',
    message: 'pool exhausted',
    release: '2.0.0',
    environment: 'production',
    url: 'https://shop.example/api/v1/baskets?token=[redacted]',
    userAgent: null,
    count: 1,
    firstSeenAt: '2026-11-25T00:00:00.000Z',
    lastSeenAt: '2026-11-25T00:00:00.000Z',
    frames: [],
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ status, code, message, errors: [] }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let reportsAnswer: () => Response | Promise<Response> = () => json(REPORTS);
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
  if (url === '/api/v1/staff/login') {
    const body = JSON.parse(String(init.body)) as { username: string };
    return json(body.username === 'content.editor' ? EDITOR_LOGIN : STORE_LOGIN);
  }
  if (authorization === 'Bearer store-token')
    return problem(403, 'Forbidden', 'This account cannot read error reports.');
  if (authorization !== 'Bearer editor-token') return problem(401, 'Unauthorized', 'Sign in again.');
  if (url === '/api/v1/staff/errors/me') return json({ name: 'Content Editor' });
  if (url === '/api/v1/staff/errors') return reportsAnswer();
  throw new Error(`unexpected ${url}`);
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ErrorReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn(username: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), 'Pizza-Content-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const signedIn = () =>
  useErrorReportsSession.setState({
    session: { token: 'editor-token', name: 'Content Editor', expiresAt: '2099-01-01T00:00:00Z' },
  });

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  reportsAnswer = () => json(REPORTS);
  fetchMock.mockClear();
  useErrorReportsSession.setState({ session: null, endedBecause: null });
});

describe('error reports page', () => {
  it('keeps a store account out, with words saying why', async () => {
    renderPage();
    await signIn('hobart.manager');
    expect(await screen.findByText(NOT_A_READER)).toBeTruthy();
    expect(useErrorReportsSession.getState().session).toBeNull();
  });

  it('lists the reports newest first with their facts, and the stack mapped to our source behind a disclosure', async () => {
    renderPage();
    const user = await signIn('content.editor');
    expect(await screen.findByRole('heading', { name: '2 errors' })).toBeTruthy();
    const [newest, older] = screen.getAllByRole('article');
    expect(within(newest!).getByRole('heading').textContent).toBe(
      "TypeError: Cannot read properties of undefined (reading 'price')",
    );
    expect(within(older!).getByRole('heading').textContent).toBe('Error: pool exhausted');

    const facts = (article: HTMLElement, term: string) =>
      within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts(newest!, 'Seen')).toBe('3 times');
    expect(facts(newest!, 'Release')).toBe('2.0.0');
    expect(facts(newest!, 'Environment')).toBe('production');
    expect(facts(newest!, 'URL')).toBe('https://shop.example/menu/pizza');
    expect(facts(newest!, 'User agent')).toBe('Mozilla/5.0 (Android 14) Chrome/140');
    expect(facts(newest!, 'From')).toBe('Site');
    expect(facts(older!, 'Seen')).toBe('once');
    expect(facts(older!, 'User agent')).toBe('not given');
    expect(within(older!).getByText('No stack trace was sent.')).toBeTruthy();

    // A native disclosure (details and summary): browsers open it with Enter or Space (the e2e journey does).
    const summary = within(newest!).getByText('Stack trace (2 frames)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const frames = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(frames[0]).toBe(
      'priceOf src/features/menu/menu-card.tsx:42:7built: https://shop.example/assets/menu-Ab12Cd34.js:1:5021',
    );
    expect(frames[1]).toBe('render https://shop.example/assets/vendor-Zz99Yy88.js:9:3');
  });

  it('shows a loading state, then says when nothing has been reported', async () => {
    let answer!: (response: Response) => void;
    reportsAnswer = () => new Promise((resolve) => (answer = resolve));
    signedIn();
    renderPage();
    expect(await screen.findByRole('status')).toBeTruthy();
    answer(json([]));
    expect(await screen.findByText('No errors have been reported.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 errors' })).toBeTruthy();
  });

  it('says when the reports could not be loaded, and tries again on request', async () => {
    reportsAnswer = () => problem(500, 'InternalError', 'Something went wrong!');
    signedIn();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The error reports could not be loaded.');
    reportsAnswer = () => json(REPORTS);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 errors' })).toBeTruthy();
  });

  it('returns to the sign-in when the session has ended', async () => {
    useErrorReportsSession.setState({
      session: { token: 'expired', name: 'Content Editor', expiresAt: '2099-01-01T00:00:00Z' },
    });
    renderPage();
    expect(await screen.findByText('Your session has ended. Sign in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
