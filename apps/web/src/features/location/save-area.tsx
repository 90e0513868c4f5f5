// The save button with the outcome of the last try and 'Please wait while we prepare your session!'.
import { sessionMessages } from '../../lib/session/session-messages.ts';
import { Button } from '../../ui/button/button.tsx';
import { LocMessage } from './loc-message.tsx';
import type { SessionSaver } from './use-session-saver.ts';

export function SaveArea({
  saver,
  label,
  disabled,
  onSave,
}: {
  saver: SessionSaver;
  label: string;
  disabled?: boolean;
  onSave(): void;
}) {
  return (
    <div className="loc-save">
      {saver.notice && <LocMessage tone={saver.notice.tone}>{saver.notice.text}</LocMessage>}
      <p className="loc-save__status" role="status">
        {saver.saving ? sessionMessages.preparing : ''}
      </p>
      <Button
        block
        size="lg"
        onClick={onSave}
        disabled={disabled || saver.saving}
        aria-busy={saver.saving || undefined}
      >
        {saver.saving ? <span className="btn-spinner" aria-hidden="true" /> : null}
        {label}
      </Button>
    </div>
  );
}
