import { create } from 'zustand';
import './spinner.css';

export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

// The blocking spinner is counted, so overlapping tasks keep it up until the last one ends.
interface SpinnerState {
  count: number;
  label: string;
}

export const useSpinnerStore = create<SpinnerState>()(() => ({ count: 0, label: 'Loading' }));

export function showSpinner(label = 'Loading'): void {
  useSpinnerStore.setState((s) => ({ count: s.count + 1, label }));
}

export function hideSpinner(): void {
  useSpinnerStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));
}

export function SpinnerOverlay() {
  const { count, label } = useSpinnerStore();
  if (count === 0) return null;
  return (
    <div className="spinner-overlay">
      <Spinner label={label} size="lg" />
    </div>
  );
}
