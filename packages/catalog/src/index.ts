export { categories } from './categories.ts';
export { configuration } from './configuration.ts';
export { products } from './menu/products.ts';
export { edgeStoreCodes, stores } from './stores/stores.ts';
export { upsells } from './upsells.ts';
export { vouchers } from './vouchers.ts';
export { offerCards, offerCategories } from './offers.ts';
export { staffSeeds } from './staff.ts';
export { postOrderSurvey, surveys } from './surveys.ts';
