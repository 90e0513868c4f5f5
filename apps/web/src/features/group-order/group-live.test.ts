import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeChanges } from './group-changes.ts';
import { FRIEND_ID, GROUP_ID, groupFixture, person, SHARE_TOKEN } from './group-fixtures.ts';
import { MAX_RESUME_DELAY_MS, POLL_INTERVAL_MS, RESUME_DELAY_MS, SETTLE_DELAY_MS, startLive } from './group-live.ts';

const membership = {
  groupId: GROUP_ID,
  participantId: FRIEND_ID,
  secret: 's',
  shareToken: SHARE_TOKEN,
  basketId: null,
};

describe('live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls while the stream is down and tries the stream again after a doubling delay', async () => {
    const streams: { onGroup(g: ReturnType<typeof groupFixture>): void; onError(): void }[] = [];
    const fetchGroup = vi.fn(async () => groupFixture({}, 'friend'));
    const onGroup = vi.fn();
    const stop = startLive({
      membership,
      onGroup,
      fetchGroup,
      openStream: (_m, handlers) => {
        streams.push(handlers);
        return { close: () => undefined };
      },
    });
    expect(streams).toHaveLength(1);
    streams[0]!.onError();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchGroup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    // The second attempt fails too: the next waits twice as long.
    streams[1]!.onError();
    await vi.advanceTimersByTimeAsync(RESUME_DELAY_MS * 2 - 1);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(3);
    expect(MAX_RESUME_DELAY_MS).toBe(120_000);
    // The stream works: polling stops; a closed group stops everything.
    const polls = fetchGroup.mock.calls.length;
    streams[2]!.onGroup(groupFixture({}, 'friend'));
    streams[2]!.onGroup(groupFixture({}, 'friend'));
    // One read settles a burst of events (they may arrive out of order); then no more polling.
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS);
    expect(fetchGroup.mock.calls.length).toBe(polls + 1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchGroup.mock.calls.length).toBe(polls + 1);
    streams[2]!.onGroup(groupFixture({ status: 'placed' }, 'friend'));
    streams[2]!.onGroup(groupFixture({}, 'friend'));
    expect(onGroup.mock.calls.at(-1)![0]).toMatchObject({ status: 'placed' });
    stop();
  });

  it('polls for good without EventSource', async () => {
    const fetchGroup = vi.fn(async () => groupFixture({}, 'friend'));
    const stop = startLive({ membership, onGroup: () => undefined, fetchGroup, openStream: () => null });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchGroup).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchGroup).toHaveBeenCalledTimes(3);
  });
});

describe('what changed', () => {
  it('names joins, lines, payments and the status', () => {
    const before = groupFixture({ status: 'collecting' }, 'friend');
    before.participants[1]!.share = { amountCents: 600, status: 'pending', card: null };
    const after = groupFixture({ status: 'placed' }, 'friend');
    after.participants[1]!.share = { amountCents: 600, status: 'authorised', card: null };
    after.participants[0]!.lines = [];
    after.participants.push(
      person({ participantId: 'c0000000-0000-4000-8000-000000000003', displayName: 'Alex', isHost: false }),
    );
    expect(describeChanges(before, after)).toEqual([
      'Margherita was removed for Hana.',
      'Sam paid their share.',
      'Alex joined.',
      'The order is placed.',
    ]);
  });
});
