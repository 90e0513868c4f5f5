// A server-sent event stream opened with a one-use ticket (order tracking, group orders): the
// ticket is fetched first, then the stream; each named event's JSON goes to `onMessage`, and a
// failed ticket, a broken stream or an unreadable event goes to `onError`.

export interface StreamHandle {
  close(): void;
}

export interface TicketedStreamOptions<T> {
  ticket(): Promise<{ ticket: string }>;
  url(ticket: string): string;
  event: string;
  onMessage(value: T): void;
  onError(): void;
}

/** null where EventSource is missing (the caller then polls). */
export function openTicketedStream<T>(options: TicketedStreamOptions<T>): StreamHandle | null {
  if (typeof EventSource === 'undefined') return null;
  let source: EventSource | null = null;
  let closed = false;
  options.ticket().then(
    ({ ticket }) => {
      if (closed) return;
      source = new EventSource(options.url(ticket));
      source.addEventListener(options.event, (event) => {
        try {
          options.onMessage(JSON.parse((event as MessageEvent<string>).data) as T);
        } catch {
          options.onError();
        }
      });
      source.onerror = () => options.onError();
    },
    () => {
      if (!closed) options.onError();
    },
  );
  return {
    close: () => {
      closed = true;
      source?.close();
    },
  };
}
