export { OrderPage } from './order-page.tsx';
export { HawaiianGamePage } from './game/hawaiian-game-page.tsx';
export { TrackOrderPage } from './track-order-page.tsx';
