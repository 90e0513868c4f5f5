export { OptOutPage } from './opt-out-page.tsx';
