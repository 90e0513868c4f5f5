export { SurveyPage } from './survey-page.tsx';
