import { z } from 'zod';

// Live-update streams (server-sent events) are opened with a short-lived ticket instead of a
// long-lived secret in the query string: EventSource cannot send headers, and URLs end up in logs
// and browser history. An authenticated POST issues the ticket for one stream; the stream's URL
// carries only the ticket, which works once (decision 092).

/** A ticket opens its stream within this many seconds of being issued, once. */
export const STREAM_TICKET_SECONDS = 60;

export const streamTicketSchema = z.strictObject({
  ticket: z.string().describe('Put it in the stream URL as ?ticket=; good for one connection'),
  expiresInSeconds: z.number().int().positive(),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;

export const streamTicketQuerySchema = z.strictObject({
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'A stream ticket from the ticket call')
    .describe('The ticket from the matching POST .../events/ticket'),
});

/**
 * The 200 answer of an event-stream endpoint: text/event-stream, open until the client leaves. Its
 * events are JSON (each endpoint names them); the API documents this answer under that media type.
 */
export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';
export const eventStreamSchema = z.string().describe('Server-sent events, one per change');
