import { POST_ORDER_SURVEY_ID, type Survey, type SurveyQuestion } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberOrder, useRecentOrders } from '../../lib/session/recent-orders.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { SURVEY_THANKS, SurveyPage } from './survey-page.tsx';

const ORDER_ID = '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10';

const q = (questionId: string, over: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  questionId,
  text: `Question ${questionId}?`,
  kind: 'text',
  required: false,
  options: [],
  nextQuestion: null,
  ...over,
});

const rating = q('rating', {
  text: 'How was your order?',
  kind: 'rating',
  required: true,
  options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value, nextQuestionId: null })),
});

const survey: Survey = {
  surveyId: POST_ORDER_SURVEY_ID,
  title: 'How did we do?',
  orderId: ORDER_ID,
  pages: [
    {
      pageId: 'p1',
      sections: [
        { sectionId: 's1', title: 'Your order', questions: [rating, q('wrong', { text: 'What went wrong?' })] },
        { sectionId: 's2', title: 'Anything else', questions: [q('comments', { text: 'Anything else?' })] },
      ],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let nextFor: Record<string, string | null> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (!init.method || init.method === 'GET') return json(survey);
  const questionId = /questions\/([^/]+)\/response/.exec(url)![1]!;
  return json({ nextQuestion: { nextQuestionId: nextFor[questionId] ?? null } });
});
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url).replace(/.*questions\//, ''), JSON.parse(String(init!.body))]);

function renderSurvey(path: string) {
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: '/order/:orderId', element: <p>Order page</p> },
      {
        path: '*',
        element: (
          <SurveyPage entry={{ baseRoute: `/order/${ORDER_ID}`, surveyId: POST_ORDER_SURVEY_ID, orderId: ORDER_ID }} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  expect(pathname).toContain('/survey/');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
beforeEach(() => {
  // The order was placed in this tab: its session proves the answers are the customer's.
  rememberOrder({
    orderId: ORDER_ID,
    orderReference: 'RR7KD4MX',
    sessionId: 'sid-1',
    placedAt: '2026-05-12T08:20:00Z',
  });
});
afterEach(() => {
  useRecentOrders.getState().forgetOrders();
  fetchMock.mockClear();
  nextFor = {};
  useSnackbarStore.setState({ current: null });
});

describe('survey', () => {
  it('loads the survey for the order from the base route', async () => {
    renderSurvey(`/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}`);
    expect(await screen.findByRole('group', { name: /How was your order\?/ })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}?orderId=${ORDER_ID}`,
    );
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it("asks a required question again, then follows the server's next question and ends at the base route", async () => {
    const user = userEvent.setup();
    nextFor = { rating: 'comments' };
    const router = renderSurvey(`/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}`);
    await screen.findByRole('group', { name: /How was your order\?/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer.');
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The server named 'comments', skipping 'wrong'.
    expect(await screen.findByRole('group', { name: /Anything else\?/ })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Hot and fast');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(posts()).toEqual([
      ['rating/response', { orderId: ORDER_ID, answer: '5' }],
      ['comments/response', { orderId: ORDER_ID, answer: 'Hot and fast' }],
    ]);
    // Each answer carries the session the order was placed with.
    for (const [, init] of fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')) {
      expect((init!.headers as Record<string, string>)['x-session-id']).toBe('sid-1');
    }
    expect(useSnackbarStore.getState().current?.message).toBe(SURVEY_THANKS);
  });

  it('moves on in list order when the server names no question; optional ones can be skipped', async () => {
    const user = userEvent.setup();
    renderSurvey(`/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}`);
    await screen.findByRole('group', { name: /How was your order\?/ });
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: /What went wrong\?/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('group', { name: /Anything else\?/ })).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('submits answers given as query params for the current and later questions, then returns', async () => {
    const router = renderSurvey(
      `/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}?question[comments]=Lovely&question[rating]=4`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(posts()).toEqual([
      ['rating/response', { orderId: ORDER_ID, answer: '4' }],
      ['comments/response', { orderId: ORDER_ID, answer: 'Lovely' }],
    ]);
  });

  it('says the order is not in this browser, and sends nothing, when its session is not known here', async () => {
    useRecentOrders.getState().forgetOrders();
    renderSurvey(`/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}?question[rating]=4`);
    expect(await screen.findByRole('heading', { name: "We can't find your order in this browser" })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    expect(posts()).toEqual([]);
  });

  it('says so when the survey is not available', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: 404, code: 'NotFound', message: 'Survey not found.', errors: [] }, 404),
    );
    renderSurvey(`/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}`);
    expect(await screen.findByRole('heading', { name: 'This survey is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
  });
});
