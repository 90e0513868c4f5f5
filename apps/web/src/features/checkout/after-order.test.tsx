// Spec document 2, section 4: order placement, on success: fetch a fresh basket, go to the order
// page and start the survey.
import { POST_ORDER_SURVEY_ID, type Survey } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { PostOrderSurvey } from '../orders/post-order-survey.tsx';
import { START_SURVEY_STATE, startsSurvey } from '../../lib/survey-start.ts';
import { afterOrderPlaced } from './after-order.ts';

const ORDERED = basket({
  basketId: '11111111-1111-4111-8111-111111111111',
  serviceType: 'Delivery',
  isAsap: false,
  orderDueAt: '2026-11-22T19:30:00+11:00',
  deliveryAddress: {
    address: '12 Smith Street',
    city: 'Parramatta',
    state: 'NSW',
    postalCode: '2150',
    latitude: -33.813,
    longitude: 150.999,
  } as never,
});
const FRESH_ID = '22222222-2222-4222-8222-222222222222';
const ORDER = {
  orderId: '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10',
  orderReference: 'RR7KD4MX',
  basketId: ORDERED.basketId,
};

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useBasketSession.getState().setBasket(ORDERED);
  useCallCentreStore.setState({ isCallCentre: false, agentName: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('after placing an order (spec 001 section 4)', () => {
  it('goes to the order page with the survey started and fetches a fresh basket for the same store and address, ASAP', async () => {
    const api = mockApi(ORDERED.basketId, {
      'POST /api/v1/baskets': () => json(201, { ...ORDERED, basketId: FRESH_ID, isAsap: true, sessionId: 'sid-2' }),
    });
    const navigate = vi.fn();
    const fresh = await afterOrderPlaced(ORDER, undefined, navigate);

    expect(navigate).toHaveBeenCalledWith(`/order/${ORDER.orderId}`, { replace: true, state: START_SURVEY_STATE });
    expect(api.calls('POST /api/v1/baskets')[0]!.body).toMatchObject({
      serviceType: 'Delivery',
      isAsap: true,
      orderDueAt: null,
      storeId: 1002,
      address: '12 Smith Street',
      city: 'Parramatta',
      postalCode: '2150',
      latitude: -33.813,
      longitude: 150.999,
    });
    expect(fresh?.basketId).toBe(FRESH_ID);
    expect(useBasketSession.getState().basketId).toBe(FRESH_ID);
    expect(useRecentOrders.getState().recentOrders[0]?.orderId).toBe(ORDER.orderId);
  });

  it('a store that cannot take an order now leaves no basket (the location screen asks later)', async () => {
    mockApi(ORDERED.basketId, {
      'POST /api/v1/baskets': () => json(412, { status: 412, code: 'InvalidOrderDateTime', message: 'x', errors: [] }),
    });
    await expect(afterOrderPlaced(ORDER, undefined, vi.fn())).resolves.toBeNull();
    expect(useBasketSession.getState().basketId).toBeNull();
  });

  it('call-centre mode: the next caller starts afresh, so no basket is made', async () => {
    useCallCentreStore.setState({ isCallCentre: true, agentName: 'Sam' });
    const api = mockApi(ORDERED.basketId, {});
    await expect(afterOrderPlaced(ORDER, undefined, vi.fn())).resolves.toBeNull();
    expect(api.sent).toEqual([]);
    expect(useBasketSession.getState().basketId).toBeNull();
  });
});

describe('the survey started on the order page', () => {
  const survey: Survey = {
    surveyId: POST_ORDER_SURVEY_ID,
    title: 'How did we do?',
    orderId: ORDER.orderId,
    pages: [
      {
        pageId: 'p1',
        sections: [
          {
            sectionId: 's1',
            title: 'Your order',
            questions: [
              { questionId: 'q1', text: 'How was it?', kind: 'text', required: false, options: [], nextQuestion: null },
            ],
          },
        ],
      },
    ],
  };

  it('only the navigation state of a just-placed order starts it', () => {
    expect(startsSurvey(START_SURVEY_STATE)).toBe(true);
    expect(startsSurvey(null)).toBe(false);
    expect(startsSurvey({ startSurvey: 'yes' })).toBe(false);
  });

  it("or the placement's mark, when a return page replaced that navigation; read once", async () => {
    mockApi(ORDERED.basketId, {});
    await afterOrderPlaced({ ...ORDER, orderId: 'o-marked' }, undefined, vi.fn());
    expect(startsSurvey(null, 'o-marked')).toBe(true);
    expect(startsSurvey(null, 'o-marked')).toBe(true); // the same turn (a strict-mode second call)
    await Promise.resolve();
    expect(startsSurvey(null, 'o-marked')).toBe(false);
    expect(startsSurvey(null, 'another-order')).toBe(false);
  });

  it('shows the first question in place, with the order id, and no page of its own', async () => {
    const fetchMock = vi.fn(async () => json(200, survey));
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [{ path: '/order/:orderId', element: <PostOrderSurvey orderId={ORDER.orderId} /> }],
      {
        initialEntries: [`/order/${ORDER.orderId}`],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('How was it?')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0 as never])).toBe(
      `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}?orderId=${ORDER.orderId}`,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe(`/order/${ORDER.orderId}`);
  });
});
