// Create and schedule an in-app message: general, contactless (shown only in the stores chosen)
// or a campaign (its campaignType opens the campaign modal); a preview shows it as a customer would.
// Given a scheduled message (`editing`), the same form changes it instead (decision 242).
import { inAppMessageKinds, type ConsoleInAppMessage, type NewInAppMessage } from '@storefront/contract';
import { useId } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { ConsoleField } from './console-field.tsx';
import { EMPTY_MESSAGE, MAX_LENGTHS, toNewMessage, type MessageDraft } from './draft-fields.ts';
import { messageDraftOf } from './edit-drafts.ts';
import { changeMessage, createMessage, marketingKeys } from './marketing-api.ts';
import { SaveProblemView } from './save-problem.tsx';
import { SegmentFields, useConsoleStores } from './segment-fields.tsx';
import { useScheduledForm, type ScheduledFormProps, type ScheduledKind } from './use-scheduled-form.ts';

export const KIND_LABELS: Record<MessageDraft['kind'], string> = {
  general: 'General',
  contactless: 'Contactless (chosen stores only)',
  campaign: 'Campaign (opens the campaign modal)',
};

export type MessageFormProps = ScheduledFormProps<ConsoleInAppMessage>;

const MESSAGE: ScheduledKind<MessageDraft, NewInAppMessage, ConsoleInAppMessage> = {
  noun: 'message',
  empty: EMPTY_MESSAGE,
  draftOf: messageDraftOf,
  titleOf: (message) => message.header,
  check: (draft) => {
    const { message, errors } = toNewMessage(draft);
    return { body: message, errors };
  },
  create: createMessage,
  change: changeMessage,
  listKey: marketingKeys.messages,
};

export function MessageForm(props: MessageFormProps) {
  const { editing = null, onEditEnd, onReload } = props;
  const id = useId();
  const stores = useConsoleStores();
  const { draft, change, errors, problem, saved, heading, submit, submitLabel, pending } = useScheduledForm(MESSAGE, {
    ...props,
    editing,
  });

  return (
    <div className="marketing-compose">
      <form className="marketing-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {editing ? `Edit “${editing.header}”` : 'New in-app message'}
        </h2>
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
        {problem && <SaveProblemView problem={problem} onReload={onReload} />}
        <p role="status" className="marketing-form__status">
          {saved}
        </p>
        <div className="marketing-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
          {editing && (
            <Button variant="secondary" disabled={pending} onClick={() => onEditEnd?.(null)}>
              Cancel
            </Button>
          )}
        </div>
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
