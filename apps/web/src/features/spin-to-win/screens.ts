export { SpinToWinPage } from './spin-to-win-page.tsx';
