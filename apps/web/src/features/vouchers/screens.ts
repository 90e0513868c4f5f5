export { CouponsPage, OffersPage } from './offers-pages.tsx';
