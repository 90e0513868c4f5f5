// A push message to every signed-in customer who turned notifications on (decision 188): title,
// text and the page it opens, a preview as a phone shows it, and how many devices it will reach.
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushDelivery } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConsoleField } from './console-field.tsx';
import { fetchPushRecipients, pushRecipientsKey, sendPushMessage } from './marketing-api.ts';

type Field = 'title' | 'body' | 'url';
const EMPTY = { title: '', body: '', url: '/offers' };

export const pushFormMessages = {
  noRecipients: 'No customer has turned notifications on yet.',
  countFailed: 'The number of recipients could not be loaded.',
  sendFailed: 'The message could not be sent. Try again.',
  off: 'Notifications are off on this server (no VAPID keys).',
} as const;

export function recipientsSentence(count: number): string {
  return count === 1 ? 'It will reach 1 device.' : `It will reach ${count} devices.`;
}

export function deliverySentence(d: PushDelivery): string {
  const parts = [`Sent to ${d.sent} of ${d.recipients}`];
  if (d.keptInOutbox) parts.push(`${d.keptInOutbox} kept in the outbox (no push service reachable)`);
  if (d.removed) parts.push(`${d.removed} no longer subscribed, removed`);
  if (d.failed) parts.push(`${d.failed} refused`);
  return `${parts.join('; ')}.`;
}

function localErrors(draft: typeof EMPTY): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.title.trim()) errors.title = 'Enter a title.';
  if (!draft.body.trim()) errors.body = 'Enter the message.';
  if (!/^\/(?![/\\])/.test(draft.url.trim())) errors.url = 'Enter a page of this site, starting with /.';
  return errors;
}

export function PushForm({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const recipients = useQuery({
    queryKey: pushRecipientsKey,
    queryFn: ({ signal }) => fetchPushRecipients(token, signal),
  });
  const send = useMutation({
    mutationFn: () => sendPushMessage(token, { title: draft.title, body: draft.body, url: draft.url.trim() }),
    onSuccess: async (delivery) => {
      setResult(deliverySentence(delivery));
      setDraft(EMPTY);
      await queryClient.invalidateQueries({ queryKey: pushRecipientsKey });
    },
    onError: (error) => {
      onFailure(error);
      if (error instanceof ApiError && error.status === 400) {
        const problem = error.data as { errors?: { field: string; message: string }[] };
        const found: Partial<Record<Field, string>> = {};
        for (const e of problem.errors ?? []) found[e.field.replace(/^body\./, '') as Field] = e.message;
        setErrors(found);
        setFormError('Some fields need another look.');
      } else if (error instanceof ApiError && error.status === 503) setFormError(pushFormMessages.off);
      else setFormError(pushFormMessages.sendFailed);
    },
  });
  const change = (update: Partial<typeof EMPTY>) => {
    setDraft((d) => ({ ...d, ...update }));
    setResult(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = localErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) setFormError('Some fields need another look.');
    else send.mutate();
  };
  const count = recipients.data?.count;

  return (
    <div className="marketing-compose">
      <form className="marketing-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>New push message</h2>
        <p aria-live="polite">
          {recipients.isPending
            ? 'Counting recipients…'
            : recipients.isError
              ? pushFormMessages.countFailed
              : count === 0
                ? pushFormMessages.noRecipients
                : recipientsSentence(count ?? 0)}
        </p>
        <ConsoleField id={`${id}-title`} label="Title" hint={`Up to ${PUSH_TITLE_MAX} characters`} error={errors.title}>
          <input value={draft.title} maxLength={PUSH_TITLE_MAX} onChange={(e) => change({ title: e.target.value })} />
        </ConsoleField>
        <ConsoleField id={`${id}-body`} label="Message" hint={`Up to ${PUSH_BODY_MAX} characters`} error={errors.body}>
          <textarea
            rows={3}
            value={draft.body}
            maxLength={PUSH_BODY_MAX}
            onChange={(e) => change({ body: e.target.value })}
          />
        </ConsoleField>
        <ConsoleField id={`${id}-url`} label="Opens" hint="A page of this site, e.g. /offers" error={errors.url}>
          <input value={draft.url} onChange={(e) => change({ url: e.target.value })} />
        </ConsoleField>
        {formError && (
          <p role="alert" className="marketing-form__error">
            {formError}
          </p>
        )}
        <p role="status" className="marketing-form__status">
          {result}
        </p>
        <Button type="submit" disabled={send.isPending || count === 0}>
          {send.isPending ? 'Sending…' : 'Send to all'}
        </Button>
      </form>
      <aside className="marketing-preview" aria-label="Preview">
        <h2>Preview</h2>
        {draft.title.trim() ? (
          <div className="marketing-preview__message">
            <strong>{draft.title}</strong>
            <p>{draft.body}</p>
            <small>Opens {draft.url.trim() || '/'}</small>
          </div>
        ) : (
          <p>Enter a title to see the notification.</p>
        )}
      </aside>
    </div>
  );
}
