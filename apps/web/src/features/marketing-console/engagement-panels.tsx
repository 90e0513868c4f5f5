// The content cards and in-app messages tabs: the form (a new one, or the one being changed) above
// the list of what is scheduled, whose rows offer Edit and Withdraw (decision 242).
import type { ConsoleContentCard, ConsoleInAppMessage } from '@storefront/contract';
import { Section } from '../../ui/page/page.tsx';
import { CardForm } from './card-form.tsx';
import { CardList, MessageList } from './engagement-lists.tsx';
import { marketingKeys, withdrawCard, withdrawMessage } from './marketing-api.ts';
import { MessageForm } from './message-form.tsx';
import { useScheduledEdits, type Notice } from './use-scheduled-edits.ts';

interface PanelProps {
  token: string;
  onFailure(error: unknown): void;
}

/** What became of a withdrawal (or of a reload that found it gone), beside the list it changed. */
function ListNotice({ notice }: { notice: Notice | null }) {
  return (
    <>
      <p role="status" className="marketing-form__status">
        {notice?.kind === 'status' ? notice.text : null}
      </p>
      {notice?.kind === 'alert' && (
        <p role="alert" className="marketing-form__error">
          {notice.text}
        </p>
      )}
    </>
  );
}

const cardTitle = (card: ConsoleContentCard) => card.extras.title;
const messageHeader = (message: ConsoleInAppMessage) => message.header;

export function CardsPanel({ token, onFailure }: PanelProps) {
  const edits = useScheduledEdits({
    token,
    onFailure,
    listKey: marketingKeys.cards,
    noun: 'card',
    nameOf: cardTitle,
    withdraw: withdrawCard,
  });
  return (
    <>
      <CardForm
        token={token}
        onFailure={onFailure}
        editing={edits.editing}
        onEditEnd={edits.endEdit}
        onReload={() => void edits.reload()}
        listNotice={edits.notice}
        onSaved={edits.clearNotice}
      />
      <Section title="Scheduled cards">
        <ListNotice notice={edits.notice} />
        <CardList token={token} onFailure={onFailure} actions={edits.actions} />
      </Section>
    </>
  );
}

export function MessagesPanel({ token, onFailure }: PanelProps) {
  const edits = useScheduledEdits({
    token,
    onFailure,
    listKey: marketingKeys.messages,
    noun: 'message',
    nameOf: messageHeader,
    withdraw: withdrawMessage,
  });
  return (
    <>
      <MessageForm
        token={token}
        onFailure={onFailure}
        editing={edits.editing}
        onEditEnd={edits.endEdit}
        onReload={() => void edits.reload()}
        listNotice={edits.notice}
        onSaved={edits.clearNotice}
      />
      <Section title="Scheduled messages">
        <ListNotice notice={edits.notice} />
        <MessageList token={token} onFailure={onFailure} actions={edits.actions} />
      </Section>
    </>
  );
}
