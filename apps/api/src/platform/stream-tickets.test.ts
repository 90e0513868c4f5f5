import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import { streamTickets } from './stream-tickets.ts';

// With Redis unreachable, tickets are kept in this process's memory: the customer's stream still
// opens on this instance, and nothing answers 500.

/** Nothing listens on port 1: every command fails after its retries. */
const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
afterAll(() => unreachable.disconnect());

describe('stream tickets while Redis is unreachable', () => {
  it('issues tickets from memory, each good once, and reports the failure', async () => {
    const failures: unknown[] = [];
    const tickets = streamTickets({
      redis: unreachable,
      clock: fixedClock(new Date('2026-11-25T08:00:00Z')),
      onRedisFailure: (error) => failures.push(error),
    });
    const { ticket } = await tickets.issue('order-status', 'order-1');
    expect(failures.length).toBe(1);
    await expect(tickets.redeem(ticket, 'order-status', 'order-1')).resolves.toBe('order-1');
    await expect(tickets.redeem(ticket, 'order-status', 'order-1')).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an unknown ticket with 401, not a server error', async () => {
    const tickets = streamTickets({ redis: unreachable, clock: fixedClock(new Date('2026-11-25T08:00:00Z')) });
    await expect(tickets.redeem('no-such-ticket', 'staff-orders')).rejects.toMatchObject({ status: 401 });
  });
});
