// The main app's React root, kept so the fatal screen can unmount it before removing its element.
import type { Root } from 'react-dom/client';

export const APP_ROOT_ID = 'root';

let appRoot: Root | null = null;

export const setAppRoot = (root: Root): void => {
  appRoot = root;
};

export function removeAppRoot(): void {
  appRoot?.unmount();
  appRoot = null;
  document.getElementById(APP_ROOT_ID)?.remove();
}
