import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Serialised answers kept until the clock's minute turns, for reads that are the same for every
 * caller within a minute (store searches: their trading days are worked out per minute). The
 * answer is checked against its schema once, when made, exactly as the route's serializer would;
 * later callers get the same text. Entries are capped so odd queries cannot grow it without end.
 */
export function minuteResponseCache(schema: z.ZodType, maxEntries = 5_000) {
  let minute = -1;
  const answers = new Map<string, string>();

  async function text(key: string, now: Date, make: () => Promise<string>): Promise<string> {
    const current = Math.floor(now.getTime() / 60_000);
    if (current !== minute) {
      minute = current;
      answers.clear();
    }
    let json = answers.get(key);
    if (json === undefined) {
      json = await make();
      if (answers.size < maxEntries) answers.set(key, json);
    }
    return json;
  }

  return {
    async send(reply: FastifyReply, key: string, now: Date, answer: () => Promise<unknown>): Promise<FastifyReply> {
      return sendJsonText(reply, await text(key, now, async () => JSON.stringify(z.encode(schema, await answer()))));
    },
    /** As send, for an answer made as JSON text already (one its maker guarantees fits the schema). */
    async sendText(reply: FastifyReply, key: string, now: Date, answer: () => Promise<string>): Promise<FastifyReply> {
      return sendJsonText(reply, await text(key, now, answer));
    },
  };
}

/** Sends JSON text as it is, past the route's serializer (which would check it again). */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(json);
