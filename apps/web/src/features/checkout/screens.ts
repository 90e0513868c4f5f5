export { CheckoutPage, ZipPayConfirmationPage } from './checkout-pages.tsx';
