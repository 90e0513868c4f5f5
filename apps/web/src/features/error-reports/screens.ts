export { ErrorReportsPage } from './error-reports-page.tsx';
