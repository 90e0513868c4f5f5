// /store-console: the store's staff sign in, watch their store's orders arrive without reloading,
// and move each one through the kitchen (or cancel it with a reason). Beyond the spec; see
// docs/decisions/072-store-console.md.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { StaffSignIn } from '../../ui/staff-sign-in/staff-sign-in.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { staffLogin } from './console-api.ts';
import { describeArrival, isLive } from './console-orders.ts';
import { ConsoleFunnel } from './console-funnel.tsx';
import { ConsoleOrderCard } from './console-order-card.tsx';
import { liveSession, useStaffSession, type StaffSession } from './staff-session.ts';
import { useConsoleFeed, type FeedMode } from './use-console-feed.ts';
import './store-console.css';

export function StoreConsolePage() {
  const stored = useStaffSession((s) => s.session);
  const signOut = useStaffSession((s) => s.signOut);
  const [checkedAt] = useState(() => Date.now());
  const session = liveSession(stored, checkedAt);
  // An expired session left in storage is dropped.
  useEffect(() => {
    if (stored && !session) signOut('Your session has ended. Sign in again.');
  }, [stored, session, signOut]);

  return session ? <Board session={session} /> : <SignIn />;
}

function SignIn() {
  const signIn = useStaffSession((s) => s.signIn);
  const endedBecause = useStaffSession((s) => s.endedBecause);
  return (
    <StaffSignIn
      title="Store console"
      eyebrow="For store staff"
      lead={<p>Sign in with your store account to see and update your store's orders.</p>}
      endedBecause={endedBecause}
      onSignIn={async (username, password) => signIn(await staffLogin(username, password))}
    />
  );
}

const FEED_TEXT: Record<FeedMode, string> = {
  connecting: 'Connecting…',
  live: 'Live: new orders appear by themselves.',
  polling: 'Reconnecting: checking for orders every 15 seconds.',
};

function Board({ session }: { session: StaffSession }) {
  const signOut = useStaffSession((s) => s.signOut);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const { orders, mode } = useConsoleFeed(session.token, (previous, order) => {
    const message = describeArrival(previous, order);
    if (message) setAnnouncement(message);
    if (!previous) setNewIds((ids) => new Set(ids).add(order.orderId));
  });

  // 401: the session ended; 403: the account signed in but has no store role (a content editor).
  const refusal = orders.error instanceof ApiError ? orders.error : null;
  const ended =
    refusal?.status === 401
      ? 'Your session has ended. Sign in again.'
      : refusal?.status === 403
        ? refusal.message
        : null;
  useEffect(() => {
    if (ended) signOut(ended);
  }, [ended, signOut]);

  const leave = () => {
    queryClient.removeQueries({ queryKey: ['staff-orders'] });
    signOut();
  };

  const list = orders.data ?? [];
  const live = list.filter(isLive);
  const finished = list.filter((o) => !isLive(o));

  return (
    <Page
      title="Store console"
      eyebrow={`${session.staff.storeName} (${session.staff.storeCode})`}
      lead={
        <p>
          Signed in as {session.staff.name}.{' '}
          <span className={`console-feed console-feed--${mode}`}>
            <span className="console-feed__dot" aria-hidden="true" />
            {FEED_TEXT[mode]}
          </span>
        </p>
      }
      actions={
        <Button variant="secondary" onClick={leave}>
          Sign out
        </Button>
      }
      width="wide"
    >
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {orders.isPending ? (
        <div className="console-loading">
          <Spinner label="Loading orders" size="lg" />
        </div>
      ) : orders.isError && !orders.data ? (
        <Section title="Orders did not load">
          <p>We couldn't load your store's orders.</p>
          <Button onClick={() => void orders.refetch()}>Try again</Button>
        </Section>
      ) : (
        <>
          <section aria-labelledby="console-live" className="console-group">
            <h2 id="console-live">
              Live orders <span className="console-count">{live.length}</span>
            </h2>
            {live.length === 0 ? (
              <p className="console-empty">No live orders right now. New orders show here as they come in.</p>
            ) : (
              <ul className="console-orders">
                {live.map((order) => (
                  <li key={order.orderId}>
                    <ConsoleOrderCard
                      order={order}
                      token={session.token}
                      fresh={newIds.has(order.orderId)}
                      onChanged={(message) => setAnnouncement(message)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {finished.length > 0 && (
            <details className="console-group console-finished">
              <summary>
                <h2>
                  Finished orders <span className="console-count">{finished.length}</span>
                </h2>
              </summary>
              <ul className="console-orders">
                {finished.map((order) => (
                  <li key={order.orderId}>
                    <ConsoleOrderCard order={order} token={session.token} fresh={false} onChanged={setAnnouncement} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <ConsoleFunnel token={session.token} />
    </Page>
  );
}
