// The prompt offering a waiting app update (loaded only once an update is waiting).
import { Button } from '../../ui/button/button.tsx';

export interface UpdatePromptProps {
  /** Accepted: the new version is taking over and the page reloads when it has. */
  updating: boolean;
  onUpdate(): void;
  onLater(): void;
}

export default function UpdatePrompt({ updating, onUpdate, onLater }: UpdatePromptProps) {
  return (
    <section className="update-prompt" role="dialog" aria-modal="false" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-prompt__text">
        A new version of Red Roof Pizza is ready.
      </p>
      <div className="update-prompt__actions">
        <Button variant="inverse" size="sm" onClick={onUpdate} disabled={updating} aria-busy={updating}>
          {updating ? 'Updating…' : 'Update now'}
        </Button>
        {!updating && (
          <Button variant="ghost" size="sm" className="update-prompt__later" onClick={onLater}>
            Later
          </Button>
        )}
      </div>
    </section>
  );
}
