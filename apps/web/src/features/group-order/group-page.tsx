// /group/{shareToken}: the group order page for everyone in it (docs/group-orders.md). Without a
// membership in this tab it is the invitation (store, time, host's name) and the name to join
// with; with one (kept in session storage) it is the group, live: everyone's lines, the caller's
// own to add and remove, the host's controls, and each share's payment once the bill is split.
import type { GroupOrder, GroupParticipant, ItemChoice } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import {
  addLine,
  cancelGroup,
  fetchGroup,
  fetchInvitation,
  forgetMembership,
  isStatus,
  joinGroup,
  lockGroup,
  membershipFor,
  rememberMembership,
  removeLine,
  unlockGroup,
  type Membership,
} from './group-api.ts';
import { describeChanges } from './group-changes.ts';
import { HostControls, SharePayment, type Run } from './group-checkout.tsx';
import { dueText, groupErrorMessage, serviceText, STATUS_LABEL } from './group-format.ts';
import { isClosed, startLive } from './group-live.ts';
import { GroupPeople, personHeadingId } from './group-people.tsx';
import { MenuPicker } from './menu-picker.tsx';
import { NameForm } from './name-field.tsx';
import { PaymentReturn } from './payment-return.tsx';
import { SharePanel } from './share-panel.tsx';
import '../../ui/form-fields/auth.css';
import './group-order.css';

export function GroupPage() {
  const { shareToken = '' } = useParams();
  const [membership, setMembership] = useState(() => membershipFor(shareToken));
  // Joining replaces the form with the group: the page's heading takes focus, as after navigation.
  const [justJoined, setJustJoined] = useState(false);
  if (membership?.shareToken !== shareToken && membership) setMembership(membershipFor(shareToken));
  if (!membership) {
    return (
      <Invitation
        shareToken={shareToken}
        onJoined={(joined) => {
          setJustJoined(true);
          setMembership(joined);
        }}
      />
    );
  }
  return (
    <MemberView
      key={membership.groupId}
      membership={membership}
      focusHeading={justJoined}
      onLost={() => {
        forgetMembership(shareToken);
        setMembership(null);
      }}
    />
  );
}

// ---- Before joining ----

export function ClosedPage({ children }: { children?: ReactNode }) {
  return (
    <Page title="This group order has closed" width="narrow">
      <div className="group-closed">
        {children ?? <p>It was placed, cancelled or not paid in time, so no one can join or change it now.</p>}
        <p>
          <Link className={buttonClass({ variant: 'primary' })} to="/">
            Start your own order
          </Link>
        </p>
      </div>
    </Page>
  );
}

const CLOSED_REASON: Partial<Record<GroupOrder['status'], string>> = {
  placed: 'Its order was placed, so no one can join or change it now.',
  cancelled: 'The host cancelled it, so no one can join now.',
  expired: 'It was not paid in time, so it expired and no one can join now.',
  checkingOut: 'The host is already checking out, so no one can join now.',
  collecting: 'The host is already checking out, so no one can join now.',
};

/** The group's status a 410 GroupClosed names (`groupStatus`), when it does. */
function closedStatusOf(error: unknown): GroupOrder['status'] | null {
  const data = error instanceof ApiError ? (error.data as { groupStatus?: unknown } | null) : null;
  const status = data?.groupStatus;
  return typeof status === 'string' && status in CLOSED_REASON ? (status as GroupOrder['status']) : null;
}

function Invitation({ shareToken, onJoined }: { shareToken: string; onJoined(m: Membership): void }) {
  const invitation = useQuery({
    queryKey: ['group-invitation', shareToken],
    queryFn: ({ signal }) => fetchInvitation(shareToken, signal),
    retry: false,
  });
  if (invitation.isPending) {
    return (
      <Page title="Group order" width="narrow">
        <Spinner label="Loading the group order" />
      </Page>
    );
  }
  if (invitation.isError) {
    if (isStatus(invitation.error, 410)) {
      const status = closedStatusOf(invitation.error);
      return <ClosedPage>{status && <p>{CLOSED_REASON[status]}</p>}</ClosedPage>;
    }
    const unknown = isStatus(invitation.error, 404) || isStatus(invitation.error, 400);
    return (
      <Page title={unknown ? 'Group order not found' : 'Group order'} width="narrow">
        <div role="alert" className="group-error">
          <p>
            {unknown
              ? "We couldn't find this group order. Check the link you were sent."
              : groupErrorMessage(invitation.error)}
          </p>
        </div>
        {!unknown && (
          <Button variant="secondary" onClick={() => void invitation.refetch()}>
            Try again
          </Button>
        )}
      </Page>
    );
  }
  const invite = invitation.data;
  return (
    <Page
      title={`Join ${invite.hostName}'s group order`}
      width="narrow"
      lead={
        <p>
          {invite.hostName} is ordering {serviceText(invite.serviceType)} from <strong>{invite.storeName}</strong> for{' '}
          {dueText(invite)}. {invite.participantCount} {invite.participantCount === 1 ? 'person is' : 'people are'} in
          the group.
        </p>
      }
    >
      {invite.status === 'open' ? (
        <Section title="Join the group">
          <p>Add your name, then choose your own items. Everyone sees the group change as it happens.</p>
          <NameForm
            id="group-join-name"
            submitLabel="Join the group"
            busyLabel="Joining…"
            onSubmit={async (name) => {
              try {
                const answer = await joinGroup(shareToken, name);
                onJoined(rememberMembership(answer));
                return null;
              } catch (error) {
                if (isStatus(error, 410) || isStatus(error, 409)) void invitation.refetch();
                return {
                  error,
                  message: isStatus(error, 409)
                    ? 'The host has locked the group, so no one can join now.'
                    : groupErrorMessage(error),
                };
              }
            }}
          />
        </Section>
      ) : (
        <Section title="The group is locked">
          <p>The host has locked the group while they check out, so no one can join now.</p>
        </Section>
      )}
    </Page>
  );
}

// ---- In the group ----

function useGroup(membership: Membership, onLost: () => void) {
  const queryClient = useQueryClient();
  const key = ['group', membership.groupId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchGroup(membership, signal),
    retry: false,
  });
  const [announcement, setAnnouncement] = useState('');
  /** Takes a newer state of the group and says what changed in it (or the given sentence). */
  const apply = useCallback(
    (next: GroupOrder, say?: string) => {
      const previous = queryClient.getQueryData<GroupOrder>(['group', membership.groupId]);
      queryClient.setQueryData(['group', membership.groupId], next);
      const messages = say ? [say] : previous ? describeChanges(previous, next) : [];
      if (messages.length) setAnnouncement(messages.join(' '));
    },
    [queryClient, membership.groupId],
  );
  const lost = query.isError && (isStatus(query.error, 403) || isStatus(query.error, 404));
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);
  const live = query.isSuccess && !isClosed(query.data.status);
  useEffect(() => {
    if (!live) return;
    return startLive({ membership, onGroup: (group) => apply(group) });
  }, [live, membership, apply]);
  return { query, apply, announcement, setAnnouncement };
}

function MemberView({
  membership,
  onLost,
  focusHeading = false,
}: {
  membership: Membership;
  onLost(): void;
  focusHeading?: boolean;
}) {
  const { query, apply, announcement, setAnnouncement } = useGroup(membership, onLost);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (focusHeading && loaded) document.querySelector<HTMLElement>('h1')?.focus();
  }, [focusHeading, loaded]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const run: Run = async (label, call, done) => {
    setBusy(label);
    setError(null);
    try {
      const next = await call();
      if (next) apply(next, done);
      else if (done) setAnnouncement(done);
      return true;
    } catch (failure) {
      setError(groupErrorMessage(failure));
      if (isStatus(failure, 410) || isStatus(failure, 409)) void query.refetch();
      return false;
    } finally {
      setBusy(null);
    }
  };
  const focusStatus = () => requestAnimationFrame(() => statusRef.current?.focus());

  if (query.isPending || (query.isError && (isStatus(query.error, 403) || isStatus(query.error, 404)))) {
    return (
      <Page title="Group order" width="narrow">
        <Spinner label="Loading the group order" />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title="Group order" width="narrow">
        <div role="alert" className="group-error">
          <p>{groupErrorMessage(query.error)}</p>
        </div>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Page>
    );
  }
  const group = query.data;
  const host = group.participants.find((p) => p.isHost);
  const isHost = group.you.isHost;
  const liveRegion = (
    <p className="sr-only" role="status" aria-live="polite">
      {announcement}
    </p>
  );

  if (group.status === 'cancelled' || group.status === 'expired') {
    return (
      <ClosedPage>
        {liveRegion}
        <p ref={statusRef} tabIndex={-1}>
          {group.status === 'cancelled'
            ? 'The host cancelled this group order.'
            : 'This group order was not paid in time, so it expired.'}{' '}
          Any card payment for it was released: nothing was charged.
        </p>
        <GroupPeople group={group} busy />
      </ClosedPage>
    );
  }

  const remove = (person: GroupParticipant, basketItemId: string, name: string) =>
    void run(`Removing ${name}`, () => removeLine(membership, basketItemId), `Removed ${name}.`).then(() =>
      requestAnimationFrame(() => document.getElementById(personHeadingId(person.participantId))?.focus()),
    );
  const add = (choice: ItemChoice, name: string) =>
    void run(`Adding ${name}`, () => addLine(membership, choice), `Added ${name} for you.`);

  return (
    <Page
      title={group.status === 'placed' ? 'Group order placed' : 'Group order'}
      heading={group.status === 'placed' ? 'Your group order is placed' : `Group order from ${group.storeName}`}
      lead={
        <>
          <p>
            {serviceText(group.serviceType) === 'delivery' ? 'Delivery' : 'Pickup'} from {group.storeName} for{' '}
            {dueText(group)}, hosted by {isHost ? 'you' : (host?.displayName ?? 'the host')}.
          </p>
          <p ref={statusRef} tabIndex={-1} className="group-status">
            <span className={`group-status__badge group-status__badge--${group.status}`}>
              {STATUS_LABEL[group.status]}
            </span>
          </p>
        </>
      }
    >
      {liveRegion}
      {busy && (
        <p className="group-busy" aria-hidden="true">
          {busy}…
        </p>
      )}
      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="group-error">
          <p>{error}</p>
        </div>
      )}
      <PaymentReturn membership={membership} onGroup={(next, say) => apply(next, say)} />
      {group.status === 'placed' && (
        <Section title="Order placed">
          <p className="group-placed">
            Order reference <strong>{group.orderReference}</strong>. The store has everyone&apos;s items, each labelled
            with their name.
          </p>
        </Section>
      )}
      <div className="grid-2">
        <Section title="Everyone's order">
          <GroupPeople group={group} busy={!!busy} onRemove={remove} />
        </Section>
        <div className="group-side">
          {isHost && group.status === 'open' && (
            <Section title="Invite friends">
              <SharePanel shareToken={membership.shareToken} />
            </Section>
          )}
          {group.status === 'open' && (
            <Section title="Add your items">
              <MenuPicker group={group} busy={!!busy} onAdd={add} />
            </Section>
          )}
          {!isHost && (group.status === 'locked' || group.status === 'checkingOut') && (
            <Section title="Waiting for the host">
              <p>
                {group.status === 'locked'
                  ? 'The host has locked the group: no more changes while they check out.'
                  : 'The host is paying for everyone. Nothing for you to pay.'}
              </p>
            </Section>
          )}
          {group.status === 'collecting' && (
            <Section title="Pay">
              <SharePayment group={group} membership={membership} busy={!!busy} run={run} />
            </Section>
          )}
          {isHost && group.status !== 'placed' && (
            <Section title="Manage the group">
              <HostControls
                group={group}
                membership={membership}
                busy={!!busy}
                run={run}
                onLock={() => void run('Locking', () => lockGroup(membership)).then(focusStatus)}
                onUnlock={() => void run('Unlocking', () => unlockGroup(membership)).then(focusStatus)}
                onCancel={() => void run('Cancelling', () => cancelGroup(membership)).then(focusStatus)}
              />
            </Section>
          )}
        </div>
      </div>
    </Page>
  );
}
