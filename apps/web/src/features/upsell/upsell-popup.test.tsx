// Upsell failures (spec document 2, section 7): the marketing call failing means no popup, an empty
// list, and the failure is logged.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTransport, type ErrorEvent } from '../../lib/error-reporting.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { UpsellPopup } from './upsell-popup.tsx';

afterEach(() => {
  setTransport(null);
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('upsell failures are logged and answer an empty list', () => {
  it('a 500 from POST /marketing/upsells shows no popup and reports the error with the product and trigger', async () => {
    const b = basket();
    useBasketSession.setState({ basketId: b.basketId, sessions: {}, basket: b });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'boom' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const reported: ErrorEvent[] = [];
    setTransport((event) => reported.push(event));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <UpsellPopup request={{ productId: 1003, trigger: 'addtocart' }} onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(view.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]!.context).toEqual({
      tags: { area: 'upsell' },
      extra: { productId: 1003, trigger: 'addtocart' },
    });
    expect(consoleError).toHaveBeenCalled();
  });
});
