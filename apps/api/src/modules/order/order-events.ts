import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** What changed: the order and its store. Subscribers read the order again for what they show. */
export interface OrderChange {
  orderId: string;
  storeId: number;
}

export interface OrderEventBus {
  publish(change: OrderChange): Promise<void>;
  subscribe(listener: (change: OrderChange) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'order-changes';

/** One process: changes go straight to this instance's listeners. */
export function inProcessOrderEvents(): OrderEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // thousands of open tracking streams are expected
  return {
    publish: async (change) => void emitter.emit(CHANNEL, change),
    subscribe(listener) {
      emitter.on(CHANNEL, listener);
      return () => emitter.off(CHANNEL, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * Several API instances: a change published on one reaches the listeners of all, through Redis
 * pub/sub (a subscribed connection can do nothing else, hence the duplicate). While Redis is
 * unreachable a change still reaches this instance's listeners, and the status change or order that
 * made it stands: other instances' customers see it on their page's next read.
 */
export function redisOrderEvents(redis: Redis, onUnpublished: (error: unknown) => void = () => {}): OrderEventBus {
  const local = inProcessOrderEvents();
  // The subscription waits for Redis however long it is away (queued, no retry limit), and is
  // renewed by the client after each reconnect; it only fails when the bus is closed.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {}); // the shared connection reports the outage
  subscriber.subscribe(CHANNEL).catch(() => {});
  subscriber.on('message', (_channel, message) => {
    try {
      void local.publish(JSON.parse(message) as OrderChange);
    } catch {
      // a malformed message is dropped: nothing of ours publishes one
    }
  });
  return {
    async publish(change) {
      try {
        await redis.publish(CHANNEL, JSON.stringify(change));
      } catch (error) {
        onUnpublished(error);
        await local.publish(change);
      }
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
