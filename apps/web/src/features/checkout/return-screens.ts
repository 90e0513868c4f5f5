export { CardAuthPage, CompleteAfterpayPage, ProcessOrderPage } from './payment-pages.tsx';
