export { UpsellPopup } from './upsell-popup.tsx';
