export { BlogCategoryPage, BlogPage, BlogPostPage, NewPage } from './blog-pages.tsx';
export { ContentPage } from './content-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
