import type { Redis } from 'ioredis';

/** How long an instance answers with the version it knows before asking the database again. */
export const CONTENT_VERSION_CHECK_MS = 1_000;

const CHANNEL = 'content-version';

/**
 * The published content version `cv` as this instance knows it (decision 208). Every content read
 * needs it, and asking the database each time was most of a read's cost; so it is kept in memory:
 * - a publish on this instance is seen here at once (`published`);
 * - a publish on another instance is announced through Redis pub/sub (REDIS_URL) and seen at once
 *   when the message arrives, and in any case at the next check: a read more than `checkMs` after
 *   the last check asks the database again (one query shared by the reads waiting for it).
 */
export interface ContentVersion {
  /** The current `cv`: a number while the last check is fresh, else the check's answer. */
  current(): number | Promise<number>;
  /** This instance has just published `cv`: seen here now, and told to the other instances. */
  published(cv: number): Promise<void>;
  close(): Promise<void>;
}

export function contentVersionSource(options: {
  /** The version in the database (undefined before the space is seeded). */
  read: () => Promise<number | undefined>;
  redis?: Redis | undefined;
  checkMs?: number;
  now?: () => number;
  onUnannounced?: (error: unknown) => void;
}): ContentVersion {
  const { read, redis, checkMs = CONTENT_VERSION_CHECK_MS, now = Date.now, onUnannounced = () => {} } = options;
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<number> | undefined;
  // Bumped by each publish heard of: a check that started before one may not take it back.
  let heard = 0;

  function hear(cv: number) {
    heard += 1;
    if (known === undefined || cv > known) known = cv;
  }

  function check(): Promise<number> {
    checking ??= (async () => {
      const startedAt = now();
      const heardBefore = heard;
      try {
        const found = (await read()) ?? 0;
        // The database's answer stands (it may even go back, after a restore), unless a publish
        // was heard meanwhile: then only a newer answer replaces what that publish said.
        if (heard === heardBefore || known === undefined || found > known) known = found;
      } catch (error) {
        // Without any version yet the read fails; after that, the known one serves until the next check.
        if (known === undefined) throw error;
      } finally {
        checking = undefined;
      }
      checkedAt = startedAt;
      return known;
    })();
    return checking;
  }

  // The channel carries the instance group's key prefix, so groups sharing a Redis stay apart.
  const channel = `${redis?.options.keyPrefix ?? ''}${CHANNEL}`;
  const subscriber = redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  if (subscriber) {
    subscriber.on('error', () => {}); // the shared connection reports an outage
    subscriber.subscribe(channel).catch(() => {});
    subscriber.on('message', (_channel, message) => {
      const cv = Number(message);
      if (Number.isSafeInteger(cv)) hear(cv);
    });
  }

  return {
    current: () => (known !== undefined && now() - checkedAt < checkMs ? known : check()),
    async published(cv) {
      hear(cv);
      if (!redis) return;
      try {
        await redis.publish(channel, String(cv));
      } catch (error) {
        // The others see it at their next check instead.
        onUnannounced(error);
      }
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
