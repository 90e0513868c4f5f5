import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** What changed: the order and its store. Subscribers read the order again for what they show. */
export interface OrderChange {
  orderId: string;
  storeId: number;
}

/** Changes of one kind, fanned out to every listener of every instance. */
export interface EventBus<T> {
  publish(change: T): Promise<void>;
  subscribe(listener: (change: T) => void): () => void;
  close(): Promise<void>;
}

export type OrderEventBus = EventBus<OrderChange>;

const CHANNEL = 'order-changes';

/** One process: changes go straight to this instance's listeners. */
export const inProcessOrderEvents = (): OrderEventBus => inProcessEvents<OrderChange>(CHANNEL);

/** Several API instances: order changes through Redis pub/sub (see redisEvents). */
export const redisOrderEvents = (redis: Redis, onUnpublished: (error: unknown) => void = () => {}): OrderEventBus =>
  redisEvents<OrderChange>(redis, CHANNEL, onUnpublished);

/** One process: changes go straight to this instance's listeners. */
export function inProcessEvents<T>(channel: string): EventBus<T> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // thousands of open tracking streams are expected
  return {
    publish: async (change) => void emitter.emit(channel, change),
    subscribe(listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
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
export function redisEvents<T>(
  redis: Redis,
  channel: string,
  onUnpublished: (error: unknown) => void = () => {},
): EventBus<T> {
  const local = inProcessEvents<T>(channel);
  // The subscription waits for Redis however long it is away (queued, no retry limit), and is
  // renewed by the client after each reconnect; it only fails when the bus is closed.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {}); // the shared connection reports the outage
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (_channel, message) => {
    try {
      void local.publish(JSON.parse(message) as T);
    } catch {
      // a malformed message is dropped: nothing of ours publishes one
    }
  });
  return {
    async publish(change) {
      try {
        await redis.publish(channel, JSON.stringify(change));
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
