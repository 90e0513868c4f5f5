export { StoreLocatorPage } from './store-locator-page.tsx';
export { StorePage } from './store-page.tsx';
