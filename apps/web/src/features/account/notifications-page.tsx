// /account/notifications (spec document 1 section 3, user notifications: id, variant, message): the
// undismissed messages, newest first; an unread one can be marked read, any one dismissed.
import type { UserNotification } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api/call-api.ts';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { Section } from '../../ui/page/page.tsx';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { useCustomerId } from './use-account-customer.ts';

export const notificationMessages = {
  empty: 'You have no new messages.',
  markRead: 'Mark as read',
  dismiss: 'Dismiss',
} as const;

const listKey = (customerId: string) => ['account', customerId, 'notifications'] as const;

export function AccountNotifications() {
  const customerId = useCustomerId();
  const list = useQuery({
    queryKey: listKey(customerId),
    queryFn: ({ signal }) => callApi('notifications', { params: { id: customerId }, signal }),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  return (
    <AccountSection path="notifications">
      <Section title="Inbox">
        {list.isPending ? (
          <AccountLoading label="Loading your messages" />
        ) : list.isError ? (
          <AccountLoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <AccountEmpty>
            <p>{notificationMessages.empty}</p>
          </AccountEmpty>
        ) : (
          <Inbox customerId={customerId} notifications={list.data} />
        )}
      </Section>
    </AccountSection>
  );
}

function Inbox({ customerId, notifications }: { customerId: string; notifications: UserNotification[] }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: 'markNotificationRead' | 'dismissNotification', notificationId: string) => {
    setError(null);
    setBusy(true);
    try {
      await callApi(action, { params: { id: customerId, notificationId } });
      await client.invalidateQueries({ queryKey: listKey(customerId) });
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormError message={error} />
      <ul className="account-cards" aria-label="Messages">
        {notifications.map((n) => (
          <li key={n.id} className={`account-notification account-notification--${n.variant}`}>
            <p className={n.read ? undefined : 'account-notification__unread'}>
              {!n.read && <span className="sr-only">Unread: </span>}
              {n.message}
            </p>
            <div className="account-saved-card__actions">
              {!n.read && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void act('markNotificationRead', n.id)}
                >
                  {notificationMessages.markRead}
                </Button>
              )}
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void act('dismissNotification', n.id)}>
                {notificationMessages.dismiss}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
