// The store's orders, kept live: the list call once, then the store's event stream (event `order`)
// folds each new or changed order into the cached list. When the stream fails the list is polled
// every 15 s and the stream is tried again, waiting longer each time (15 s doubling to 2 min).
// Every connection, first or again, is opened with a new one-use ticket.
import type { ConsoleOrder } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { consoleEventsUrl, fetchConsoleEventsTicket, fetchConsoleOrders } from './console-api.ts';
import { sortOrders, upsertOrder } from './console-orders.ts';

export type FeedMode = 'connecting' | 'live' | 'polling';

export const CONSOLE_POLL_MS = 15_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 120_000;

export const consoleOrdersKey = (token: string) => ['staff-orders', token] as const;

export function useConsoleFeed(
  token: string,
  onArrival: (previous: ConsoleOrder | undefined, order: ConsoleOrder) => void,
) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<FeedMode>(() => (typeof EventSource === 'undefined' ? 'polling' : 'connecting'));
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  });

  const orders = useQuery({
    queryKey: consoleOrdersKey(token),
    queryFn: async ({ signal }) => sortOrders(await fetchConsoleOrders(token, signal)),
    staleTime: 0,
    refetchInterval: mode === 'polling' ? CONSOLE_POLL_MS : false,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  useEffect(() => {
    const key = consoleOrdersKey(token);
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let failed = false;
    let stopped = false;

    const fail = () => {
      source?.close();
      source = null;
      failed = true;
      setMode('polling');
      void queryClient.invalidateQueries({ queryKey: key });
      retry = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };

    const open = () => {
      fetchConsoleEventsTicket(token).then(
        ({ ticket }) => {
          if (!stopped) listen(ticket);
        },
        () => {
          if (!stopped) fail();
        },
      );
    };

    const listen = (ticket: string) => {
      source = new EventSource(consoleEventsUrl(ticket));
      source.onopen = () => {
        setMode('live');
        delay = FIRST_RETRY_MS;
        // Back after a gap: catch up on what happened meanwhile.
        if (failed) void queryClient.invalidateQueries({ queryKey: key });
        failed = false;
      };
      source.addEventListener('order', (event) => {
        let order: ConsoleOrder;
        try {
          order = JSON.parse((event as MessageEvent<string>).data) as ConsoleOrder;
        } catch {
          return;
        }
        setMode('live');
        const previous = queryClient.getQueryData<ConsoleOrder[]>(key)?.find((o) => o.orderId === order.orderId);
        queryClient.setQueryData<ConsoleOrder[]>(key, (list) => upsertOrder(list, order));
        arrival.current(previous, order);
      });
      source.onerror = fail;
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
    };
  }, [token, queryClient]);

  return { orders, mode };
}
