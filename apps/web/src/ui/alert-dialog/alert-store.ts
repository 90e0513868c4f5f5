// App-wide alert dialog: `openAlert()` resolves true on Confirm, false on Cancel or dismissal.
import { create } from 'zustand';

export type AlertType = 'confirm' | 'info';

export interface AlertOptions {
  type?: AlertType;
  title?: string;
  body?: string;
  confirmText?: string;
  cancelText?: string;
}

/** Spec: confirm type, title Warning, buttons Confirm and Cancel, body 'Are you sure?'. */
export const ALERT_DEFAULTS: Required<AlertOptions> = {
  type: 'confirm',
  title: 'Warning',
  body: 'Are you sure?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
};

export interface AlertRequest extends Required<AlertOptions> {
  id: number;
  resolve(confirmed: boolean): void;
}

interface AlertState {
  current: AlertRequest | null;
  settle(confirmed: boolean): void;
}

let nextId = 1;

export const useAlertStore = create<AlertState>()((set, get) => ({
  current: null,
  settle: (confirmed) => {
    const current = get().current;
    if (!current) return;
    set({ current: null });
    current.resolve(confirmed);
  },
}));

export function openAlert(options: AlertOptions = {}): Promise<boolean> {
  // A newer alert replaces an unanswered one, which counts as cancelled.
  useAlertStore.getState().settle(false);
  return new Promise((resolve) => {
    useAlertStore.setState({ current: { ...ALERT_DEFAULTS, ...options, id: nextId++, resolve } });
  });
}
