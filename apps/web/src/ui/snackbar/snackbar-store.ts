// One snackbar at a time: a new one replaces the one showing (spec document 2, section 4).
import { create } from 'zustand';

export type SnackbarTheme = 'success' | 'danger' | 'info' | 'warning';

/** Spec section 9: snackbars close after 4000 ms; success snackbars after 5000 ms. */
export const SNACKBAR_AUTO_CLOSE_MS = 4000;
export const SUCCESS_SNACKBAR_AUTO_CLOSE_MS = 5000;

export const autoCloseFor = (theme: SnackbarTheme): number =>
  theme === 'success' ? SUCCESS_SNACKBAR_AUTO_CLOSE_MS : SNACKBAR_AUTO_CLOSE_MS;

export interface SnackbarOptions {
  message: string;
  /** Defaults to success, the spec's snackbar theme. */
  theme?: SnackbarTheme;
  /** Milliseconds before it closes; 0 keeps it until dismissed (blocking messages). */
  autoCloseMs?: number;
  actions?: { label: string; onClick(): void }[];
}

export interface Snackbar extends Required<Omit<SnackbarOptions, 'actions'>> {
  id: number;
  actions: { label: string; onClick(): void }[];
}

interface SnackbarState {
  current: Snackbar | null;
  dismiss(id?: number): void;
}

let nextId = 1;

export const useSnackbarStore = create<SnackbarState>()((set, get) => ({
  current: null,
  dismiss: (id) => {
    if (id === undefined || get().current?.id === id) set({ current: null });
  },
}));

export function showSnackbar({ message, theme = 'success', autoCloseMs, actions = [] }: SnackbarOptions): number {
  const id = nextId++;
  useSnackbarStore.setState({
    current: { id, message, theme, autoCloseMs: autoCloseMs ?? autoCloseFor(theme), actions },
  });
  return id;
}

/** Spec wording: 'You have succesfully {action}' (sic, kept as written). */
export const showSuccess = (action: string): number =>
  showSnackbar({ message: `You have succesfully ${action}`, theme: 'success' });
