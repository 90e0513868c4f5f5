export { StoreConsolePage } from './store-console-page.tsx';
