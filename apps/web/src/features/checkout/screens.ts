export { CheckoutPage } from './checkout-pages.tsx';
// The Zip return page shares the payment return pages' code; the route table loads it from here.
export { ZipPayConfirmationPage } from './payment-pages.tsx';
