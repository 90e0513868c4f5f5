import { lazy } from 'react';

export { LocalisationModal } from './localisation-modal.tsx';
// Loaded on demand, so opening the modal does not wait for them.
export const LocateScreen = lazy(() => import('./locate-screen.tsx'));
export const DateTimeModal = lazy(() => import('./date-time-modal.tsx'));
