// A quantity control: minus, the number, plus. The number is announced with the item's name; the
// buttons say what they change. Used by the builders and the cart.
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** What is counted, for the buttons' names: 'Pepperoni' -> 'Increase Pepperoni quantity'. */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Plus is unavailable for a reason (a limit): keeps the button disabled. */
  increaseBlocked?: boolean;
  /** Name for the minus button at the minimum when going lower removes (cart lines). */
  removeAtMin?: boolean;
  size?: 'sm' | 'md';
}

export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  disabled = false,
  increaseBlocked = false,
  removeAtMin = false,
  size = 'md',
}: QuantityStepperProps) {
  const canDecrease = removeAtMin ? value > 0 : value > min;
  const removes = removeAtMin && value <= min;
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={`${label} quantity`}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(removes ? 0 : value - 1)}
        disabled={disabled || !canDecrease}
        aria-label={removes ? `Remove ${label}` : `Decrease ${label} quantity`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || increaseBlocked || value >= max}
        aria-label={`Increase ${label} quantity`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
