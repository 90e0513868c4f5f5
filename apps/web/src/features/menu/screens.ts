export { MenuCategoryPage } from './menu-category-page.tsx';
