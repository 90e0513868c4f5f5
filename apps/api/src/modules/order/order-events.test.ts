import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisOrderEvents, type OrderChange } from './order-events.ts';

// A status change made while Redis is unreachable must still stand and reach this instance's streams.

/** Nothing listens on port 1: every command fails after its retries. */
const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 50 });

describe('order events while Redis is unreachable', () => {
  const failures: unknown[] = [];
  const bus = redisOrderEvents(unreachable, (error) => failures.push(error));
  afterAll(async () => {
    await bus.close();
    unreachable.disconnect();
  });

  it('delivers the change to local listeners and reports it unpublished instead of throwing', async () => {
    const heard: OrderChange[] = [];
    bus.subscribe((change) => heard.push(change));
    await expect(bus.publish({ orderId: 'order-1', storeId: 1002 })).resolves.toBeUndefined();
    expect(heard).toEqual([{ orderId: 'order-1', storeId: 1002 }]);
    expect(failures.length).toBe(1);
  });
});
