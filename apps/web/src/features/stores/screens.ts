export { StoreLocatorPage, StorePage } from './store-pages.tsx';
