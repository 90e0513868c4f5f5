export { MarketingConsolePage } from './marketing-console-page.tsx';
