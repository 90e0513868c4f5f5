export { MealPage } from './meal-builder.tsx';
export { ProductModalScreen, ProductPage } from './product-pages.tsx';
