export { StyleguidePage } from './styleguide-page.tsx';
