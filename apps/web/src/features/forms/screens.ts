export { CareersPage, ContactPage, FranchisePage, FranchiseThanksPage } from './form-pages.tsx';
export { CampaignFormPage } from './campaign-page.tsx';
