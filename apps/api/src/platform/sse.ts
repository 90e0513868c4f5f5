import { EVENT_STREAM_MEDIA_TYPE, eventStreamSchema } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comments keep proxies from closing a quiet stream. */
export const SSE_HEARTBEAT_MS = 25_000;

/**
 * How serveEndpoint documents an endpoint whose answer is the contract's `eventStreamSchema`: under
 * text/event-stream in its `schema.response` (the OpenAPI document), not as JSON.
 */
export const eventStreamResponse = {
  description: 'Server-sent events (text/event-stream), open until the client leaves',
  content: { [EVENT_STREAM_MEDIA_TYPE]: { schema: eventStreamSchema } },
};

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away (or the server closes). */
  onClose(listener: () => void): void;
}

/** Turns the reply into a server-sent events stream (Fastify hands the socket over). */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.write('retry: 3000\n\n');
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
  const listeners: (() => void)[] = [];
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  });
  return {
    send(event, data) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose: (listener) => void listeners.push(listener),
  };
}
