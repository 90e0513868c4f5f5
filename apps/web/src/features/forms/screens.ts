export { CampaignFormPage, CareersPage, ContactPage, FranchisePage, FranchiseThanksPage } from './form-pages.tsx';
