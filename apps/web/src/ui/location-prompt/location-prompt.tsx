// Shown where prices and availability depend on the store: asks for delivery or pickup.
import { Button } from '../button/button.tsx';
import { BagIcon, PinIcon, ScooterIcon } from '../icons/icons.tsx';
import './location-prompt.css';

export interface LocationPromptProps {
  title?: string;
  text?: string;
  onChoose(tab: 'delivery' | 'pickup'): void;
}

export function LocationPrompt({
  title = 'Choose delivery or pickup',
  text = "Prices, deals and what's available depend on your local store.",
  onChoose,
}: LocationPromptProps) {
  return (
    <div className="location-prompt">
      <PinIcon className="location-prompt__icon" />
      <div className="location-prompt__copy">
        <p className="location-prompt__title">{title}</p>
        <p>{text}</p>
      </div>
      <div className="location-prompt__actions">
        <Button onClick={() => onChoose('delivery')}>
          <ScooterIcon /> Delivery
        </Button>
        <Button variant="secondary" onClick={() => onChoose('pickup')}>
          <BagIcon /> Pickup
        </Button>
      </div>
    </div>
  );
}
