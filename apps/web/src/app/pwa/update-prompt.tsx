// The prompt offering a waiting app update (loaded only once an update is waiting).
import { Button } from '../../ui/button/button.tsx';

export interface UpdatePromptProps {
  onUpdate(): void;
  onLater(): void;
}

export default function UpdatePrompt({ onUpdate, onLater }: UpdatePromptProps) {
  return (
    <section className="update-prompt" role="dialog" aria-modal="false" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-prompt__text">
        A new version of Red Roof Pizza is ready.
      </p>
      <div className="update-prompt__actions">
        <Button variant="inverse" size="sm" onClick={onUpdate}>
          Update now
        </Button>
        <Button variant="ghost" size="sm" className="update-prompt__later" onClick={onLater}>
          Later
        </Button>
      </div>
    </section>
  );
}
