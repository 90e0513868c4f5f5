export { HawaiianGamePage, OrderPage, TrackOrderPage } from './order-pages.tsx';
