export { CartPage } from './cart-page.tsx';
export { CartSheet } from './cart-sheet.tsx';
