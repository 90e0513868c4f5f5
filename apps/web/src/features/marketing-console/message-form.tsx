// Create and schedule an in-app message: general, contactless (shown only in the stores chosen)
// or a campaign (its campaignType opens the campaign modal); a preview shows it as a customer would.
import { inAppMessageKinds } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConsoleField } from './console-field.tsx';
import {
  EMPTY_MESSAGE,
  MAX_LENGTHS,
  serverFieldErrors,
  toNewMessage,
  type FieldErrors,
  type MessageDraft,
} from './draft-fields.ts';
import { createMessage, marketingKeys } from './marketing-api.ts';
import { SegmentFields, useConsoleStores } from './segment-fields.tsx';

export const KIND_LABELS: Record<MessageDraft['kind'], string> = {
  general: 'General',
  contactless: 'Contactless (chosen stores only)',
  campaign: 'Campaign (opens the campaign modal)',
};

export function MessageForm({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const stores = useConsoleStores();
  const [draft, setDraft] = useState<MessageDraft>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const change = (update: Partial<MessageDraft>) => {
    setDraft((d) => ({ ...d, ...update }));
    setSaved(null);
  };
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createMessage>[1]) => createMessage(token, body),
    onSuccess: async (message) => {
      setSaved(`“${message.header}” is scheduled.`);
      setDraft(EMPTY_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.messages });
    },
    onError: (error) => {
      onFailure(error);
      if (error instanceof ApiError && error.status === 400) {
        const problem = error.data as { errors?: { field: string; message: string }[] };
        setErrors(serverFieldErrors(problem.errors ?? []));
        setFormError('Some fields need another look.');
      } else setFormError('The message could not be saved. Try again.');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { message, errors: found } = toNewMessage(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Some fields need another look.');
      return;
    }
    create.mutate(message);
  };

  return (
    <div className="marketing-compose">
      <form className="marketing-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>New in-app message</h2>
        <ConsoleField id={`${id}-kind`} label="Kind">
          <select value={draft.kind} onChange={(e) => change({ kind: e.target.value as MessageDraft['kind'] })}>
            {inAppMessageKinds.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField id={`${id}-header`} label="Heading" error={errors.header}>
          <input
            value={draft.header}
            maxLength={MAX_LENGTHS.header}
            onChange={(e) => change({ header: e.target.value })}
          />
        </ConsoleField>
        <ConsoleField id={`${id}-message`} label="Message" error={errors.message}>
          <textarea
            rows={3}
            value={draft.message}
            maxLength={MAX_LENGTHS.message}
            onChange={(e) => change({ message: e.target.value })}
          />
        </ConsoleField>
        <div className="marketing-form__pair">
          <ConsoleField id={`${id}-button`} label="Button text" hint="Optional" error={errors.buttonText}>
            <input
              value={draft.buttonText}
              maxLength={MAX_LENGTHS.buttonText}
              onChange={(e) => change({ buttonText: e.target.value })}
            />
          </ConsoleField>
          <ConsoleField id={`${id}-url`} label="Link" hint="Optional: /offers or https://…" error={errors.url}>
            <input value={draft.url} maxLength={MAX_LENGTHS.url} onChange={(e) => change({ url: e.target.value })} />
          </ConsoleField>
        </div>
        {draft.kind === 'campaign' && (
          <ConsoleField
            id={`${id}-campaign`}
            label="Campaign type"
            hint="e.g. website-purchase"
            error={errors.campaignType}
          >
            <input
              value={draft.campaignType}
              maxLength={MAX_LENGTHS.campaignType}
              onChange={(e) => change({ campaignType: e.target.value })}
            />
          </ConsoleField>
        )}
        {draft.kind === 'contactless' && (
          <ConsoleField
            id={`${id}-stores`}
            label="Stores"
            hint="Hold Ctrl (or Cmd) to choose several"
            error={errors.stores ?? (stores.isError ? 'The stores could not be loaded.' : undefined)}
          >
            <select
              multiple
              size={6}
              value={draft.stores.map(String)}
              onChange={(e) => change({ stores: Array.from(e.target.selectedOptions, (o) => Number(o.value)) })}
            >
              {stores.data?.map((store) => (
                <option key={store.storeId} value={String(store.storeId)}>
                  {store.name} ({store.code})
                </option>
              ))}
            </select>
          </ConsoleField>
        )}
        <SegmentFields idPrefix={`${id}-message`} draft={draft} errors={errors} onChange={change} />
        {formError && (
          <p role="alert" className="marketing-form__error">
            {formError}
          </p>
        )}
        <p role="status" className="marketing-form__status">
          {saved}
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Scheduling…' : 'Schedule message'}
        </Button>
      </form>
      <aside className="marketing-preview" aria-label="Preview">
        <h2>Preview</h2>
        {draft.header.trim() ? (
          <div className="marketing-preview__message">
            <strong>{draft.header}</strong>
            <p>{draft.message}</p>
            {(draft.kind === 'campaign' || draft.url.trim()) && (
              <span className="marketing-preview__button">
                {draft.buttonText.trim() || (draft.kind === 'campaign' ? 'See the offer' : 'Find out more')}
              </span>
            )}
          </div>
        ) : (
          <p>Enter a heading to see the message.</p>
        )}
      </aside>
    </div>
  );
}
