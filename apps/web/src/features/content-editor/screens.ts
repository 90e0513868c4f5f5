export { ContentEditorPage } from './content-editor-page.tsx';
