// Live updates of one group (docs/group-orders.md, "Live updates"), free of React so the reconnect
// rule is tested with fake timers. Like order tracking: a one-use ticket opens the event stream;
// when it fails the group is polled every 15 s and the stream is tried again after a delay that
// doubles up to two minutes. A closed group (placed, cancelled, expired) stops both.
import type { GroupOrder } from '@storefront/contract';
import { endpointUrl } from '../../lib/api/endpoint-url.ts';
import { openTicketedStream, type StreamHandle } from '../../lib/api/ticketed-stream.ts';
import { fetchEventsTicket, fetchGroup, type Membership } from './group-api.ts';

export const POLL_INTERVAL_MS = 15_000;
export const RESUME_DELAY_MS = 15_000;
export const MAX_RESUME_DELAY_MS = 120_000;
/**
 * After a burst of stream events the group is read once more. The server sends each stream's
 * changes in turn, but a stream that dropped and reopened mid-burst may have missed one; the read
 * settles on the true state either way.
 */
export const SETTLE_DELAY_MS = 1_000;

const CLOSED: readonly GroupOrder['status'][] = ['placed', 'cancelled', 'expired'];
export const isClosed = (status: GroupOrder['status']): boolean => CLOSED.includes(status);

export type { StreamHandle } from '../../lib/api/ticketed-stream.ts';

export interface LiveDeps {
  membership: Membership;
  onGroup(group: GroupOrder): void;
  /** Opens the stream; null where EventSource is missing (then it polls for good). */
  openStream?(membership: Membership, handlers: { onGroup(g: GroupOrder): void; onError(): void }): StreamHandle | null;
  fetchGroup?(membership: Membership): Promise<GroupOrder>;
}

export function openGroupStream(
  membership: Membership,
  handlers: { onGroup(group: GroupOrder): void; onError(): void },
): StreamHandle | null {
  return openTicketedStream<GroupOrder>({
    ticket: () => fetchEventsTicket(membership),
    url: (ticket) => endpointUrl('groupOrderEvents', { params: { groupId: membership.groupId }, query: { ticket } }),
    event: 'group',
    onMessage: (group) => handlers.onGroup(group),
    onError: () => handlers.onError(),
  });
}

/** Starts live updates; the answer stops them. */
export function startLive(deps: LiveDeps): () => void {
  const open = deps.openStream ?? openGroupStream;
  const load = deps.fetchGroup ?? ((m: Membership) => fetchGroup(m));
  let stream: StreamHandle | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let resumeDelay = RESUME_DELAY_MS;
  let stopped = false;

  const stop = () => {
    stopped = true;
    stream?.close();
    stream = null;
    clearTimeout(pollTimer);
    clearTimeout(resumeTimer);
    clearTimeout(settleTimer);
  };

  const deliver = (group: GroupOrder) => {
    if (stopped) return;
    deps.onGroup(group);
    if (isClosed(group.status)) stop();
  };

  const poll = async () => {
    clearTimeout(pollTimer);
    try {
      deliver(await load(deps.membership));
    } catch {
      // the next poll tries again
    }
    if (!stopped && !stream) pollTimer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };

  const connect = () => {
    if (stopped) return;
    stream = open(deps.membership, {
      onGroup: (group) => {
        if (stopped) return;
        clearTimeout(pollTimer);
        resumeDelay = RESUME_DELAY_MS;
        deliver(group);
        clearTimeout(settleTimer);
        if (!stopped) {
          settleTimer = setTimeout(() => {
            load(deps.membership).then(deliver, () => undefined);
          }, SETTLE_DELAY_MS);
        }
      },
      onError: () => {
        if (stopped) return;
        stream?.close();
        stream = null;
        resumeTimer = setTimeout(connect, resumeDelay);
        resumeDelay = Math.min(resumeDelay * 2, MAX_RESUME_DELAY_MS);
        void poll();
      },
    });
    if (!stream) void poll();
  };

  connect();
  return stop;
}
