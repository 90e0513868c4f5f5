export { MealPage, ProductModalScreen, ProductPage } from './product-pages.tsx';
