export { CartPage } from './cart-page.tsx';
export { CartSheet } from './cart-sheet.tsx';
export { MinimumSpendModal } from './minimum-spend-modal.tsx';
