import { createHash, randomBytes } from 'node:crypto';
import { STREAM_TICKET_SECONDS } from '@storefront/contract';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

/** Which stream a ticket opens: the store console's, one order's tracking, or one group order's. */
export type StreamPurpose = 'staff-orders' | 'order-status' | 'group-order';

interface Grant {
  purpose: StreamPurpose;
  /** The staff username, or the order id. */
  subject: string;
}

/** Only a hash is kept, so a copy of the store (or a Redis MONITOR) does not yield live tickets. */
const keyOf = (ticket: string) => `stream-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;

const refused = () =>
  new AppError(401, 'Unauthorized', 'This live-updates link has expired or was already used. Please reconnect.');

export interface StreamTickets {
  /** A new ticket for one stream, good for STREAM_TICKET_SECONDS and one use. */
  issue(purpose: StreamPurpose, subject: string): Promise<{ ticket: string; expiresInSeconds: number }>;
  /** Uses the ticket up and answers its subject; 401 when unknown, used, expired or for another stream. */
  redeem(ticket: string, purpose: StreamPurpose, subject?: string): Promise<string>;
}

/**
 * Single-use stream tickets. With several API instances (REDIS_URL) they live in Redis, so a ticket
 * issued by one instance opens a stream on another; GETDEL makes the use atomic. Without Redis
 * there is one instance, and process memory serves. While Redis is unreachable, memory stands in:
 * a ticket then opens a stream on the instance that issued it, and elsewhere the page keeps reading.
 */
export function streamTickets(options: {
  redis?: Redis | undefined;
  clock: Clock;
  onRedisFailure?: (error: unknown) => void;
}): StreamTickets {
  const memory = memoryStore(options.clock);
  const store = options.redis ? withInsurance(redisStore(options.redis), memory, options.onRedisFailure) : memory;
  return {
    async issue(purpose, subject) {
      const ticket = randomBytes(32).toString('base64url');
      await store.put(keyOf(ticket), { purpose, subject });
      return { ticket, expiresInSeconds: STREAM_TICKET_SECONDS };
    },
    async redeem(ticket, purpose, subject) {
      const grant = await store.take(keyOf(ticket));
      if (!grant || grant.purpose !== purpose || (subject !== undefined && grant.subject !== subject)) throw refused();
      return grant.subject;
    },
  };
}

interface GrantStore {
  put(key: string, grant: Grant): Promise<void>;
  /** Removes and answers the grant, if it is there and unexpired. */
  take(key: string): Promise<Grant | null>;
}

function redisStore(redis: Redis): GrantStore {
  return {
    async put(key, grant) {
      await redis.set(key, JSON.stringify(grant), 'EX', STREAM_TICKET_SECONDS);
    },
    async take(key) {
      const value = await redis.getdel(key);
      return value ? (JSON.parse(value) as Grant) : null;
    },
  };
}

/** Redis first; memory when Redis fails, and for tickets memory issued while it was down. */
function withInsurance(
  primary: GrantStore,
  insurance: GrantStore,
  onFailure: (error: unknown) => void = () => {},
): GrantStore {
  return {
    async put(key, grant) {
      try {
        await primary.put(key, grant);
      } catch (error) {
        onFailure(error);
        await insurance.put(key, grant);
      }
    },
    async take(key) {
      const kept = await insurance.take(key);
      if (kept) return kept;
      try {
        return await primary.take(key);
      } catch (error) {
        onFailure(error);
        return null;
      }
    },
  };
}

function memoryStore(clock: Clock): GrantStore {
  const grants = new Map<string, Grant & { expiresAt: number }>();
  return {
    async put(key, grant) {
      const now = clock.now().getTime();
      // Tickets nobody used are swept as new ones are issued: the map holds about a minute's worth.
      for (const [old, held] of grants) if (held.expiresAt <= now) grants.delete(old);
      grants.set(key, { ...grant, expiresAt: now + STREAM_TICKET_SECONDS * 1000 });
    },
    async take(key) {
      const held = grants.get(key);
      grants.delete(key);
      if (!held || held.expiresAt <= clock.now().getTime()) return null;
      return { purpose: held.purpose, subject: held.subject };
    },
  };
}
