export { LocalisationModal } from './localisation-modal.tsx';
export { LocateScreen } from './locate-screen.tsx';
