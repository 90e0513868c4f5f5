export { GroupPage } from './group-page.tsx';
export { GroupStartPage } from './group-start-page.tsx';
