import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { versionedCache } from './content-cache.ts';
import { contentVersionSource, type ContentVersion } from './content-version.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A database holding `cv`, counting the reads of it, and a clock moved by hand. */
function setting(initial = 100) {
  const db = { cv: initial, reads: 0, failing: false };
  let at = 0;
  return {
    db,
    read: async () => {
      db.reads += 1;
      if (db.failing) throw new Error('database unreachable');
      return db.cv;
    },
    now: () => at,
    advance: (ms: number) => void (at += ms),
  };
}

const opened: ContentVersion[] = [];
const redisClients: Redis[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((v) => v.close()));
  await Promise.all(redisClients.splice(0).map((r) => r.quit()));
});

describe('the content version an instance serves', () => {
  it('asks the database once per check window, not once per read', async () => {
    const s = setting();
    const versions = contentVersionSource({ read: s.read, now: s.now, checkMs: 1_000 });
    expect(await versions.current()).toBe(100);
    for (let i = 0; i < 50; i += 1) expect(await versions.current()).toBe(100);
    expect(s.db.reads).toBe(1);
    s.advance(1_000);
    expect(await versions.current()).toBe(100);
    expect(s.db.reads).toBe(2);
  });

  it('sees a publish on this instance at once, without waiting for the check', async () => {
    const s = setting();
    const versions = contentVersionSource({ read: s.read, now: s.now, checkMs: 1_000 });
    await versions.current();
    s.db.cv = 101;
    await versions.published(101);
    expect(versions.current()).toBe(101);
    expect(s.db.reads).toBe(1);
  });

  it('sees a publish on another instance at the next check, and not before', async () => {
    const s = setting();
    const versions = contentVersionSource({ read: s.read, now: s.now, checkMs: 1_000 });
    await versions.current();
    s.db.cv = 101; // written by another instance, which told no one
    s.advance(999);
    expect(await versions.current()).toBe(100);
    s.advance(1);
    expect(await versions.current()).toBe(101);
  });

  it('shares one check among the reads waiting for it', async () => {
    const s = setting();
    const versions = contentVersionSource({ read: s.read, now: s.now });
    expect(await Promise.all([versions.current(), versions.current(), versions.current()])).toEqual([100, 100, 100]);
    expect(s.db.reads).toBe(1);
  });

  it('does not let a check that started before a publish take the publish back', async () => {
    const s = setting();
    let release!: () => void;
    const versions = contentVersionSource({
      read: async () => {
        const cv = s.db.cv;
        await new Promise<void>((resolve) => (release = resolve));
        return cv;
      },
      now: s.now,
    });
    const slowCheck = versions.current();
    s.db.cv = 101;
    await versions.published(101);
    release();
    expect(await slowCheck).toBe(101);
    expect(versions.current()).toBe(101);
  });

  it('fails the first read without the database, then keeps the known version through an outage', async () => {
    const s = setting();
    s.db.failing = true;
    const versions = contentVersionSource({ read: s.read, now: s.now, checkMs: 1_000 });
    await expect(versions.current()).rejects.toThrow('database unreachable');
    s.db.failing = false;
    expect(await versions.current()).toBe(100);
    s.db.failing = true;
    s.advance(1_000);
    expect(await versions.current()).toBe(100);
    // The failed check counts as one: the next read does not ask again at once.
    const reads = s.db.reads;
    expect(await versions.current()).toBe(100);
    expect(s.db.reads).toBe(reads);
  });

  it('hears a publish on another instance at once through Redis', async () => {
    const keyPrefix = `content-version-${randomBytes(4).toString('hex')}:`;
    const connect = (prefix = keyPrefix) => {
      const redis = new Redis(REDIS_URL, { keyPrefix: prefix });
      redisClients.push(redis);
      return redis;
    };
    const s = setting();
    const [here, there] = [connect(), connect()].map((redis) => {
      const versions = contentVersionSource({ read: s.read, now: s.now, redis, checkMs: 60_000 });
      opened.push(versions);
      return versions;
    });
    expect(await here!.current()).toBe(100);
    expect(await there!.current()).toBe(100);
    // Both subscriptions are in place once a round trip on each subscriber has passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    s.db.cv = 101;
    await here!.published(101);
    await expect.poll(() => there!.current(), { timeout: 2_000 }).toBe(101);
    expect(s.db.reads).toBe(2); // neither asked the database again: the check window is a minute

    // Another group of instances on the same Redis (another key prefix) hears nothing of it.
    const other = contentVersionSource({
      read: s.read,
      now: s.now,
      redis: connect(`other-${keyPrefix}`),
      checkMs: 60_000,
    });
    opened.push(other);
    s.db.cv = 100;
    expect(await other.current()).toBe(100);
    await here!.published(102);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.current()).toBe(100);
  });
});

describe('answers cached per version', () => {
  it('never serves an answer made for an older version', async () => {
    const cache = versionedCache<string>();
    expect(await cache.get(1, 'story', async () => 'old')).toBe('old');
    expect(await cache.get(1, 'story', async () => 'unused')).toBe('old');
    expect(await cache.get(2, 'story', async () => 'new')).toBe('new');
    expect(await cache.get(2, 'story', async () => 'unused')).toBe('new');
  });
});
