import { blogPostSeeds } from './blog-posts.ts';
import { campaignSeeds } from './campaigns.ts';
import { landingSeeds } from './landing.ts';
import { navigationSeeds } from './navigation.ts';
import { contentPageSeeds } from './pages.ts';
import { spinToWinSeeds } from './spin-to-win.ts';

export { blogCategories, blogPostSeeds } from './blog-posts.ts';
export { datasourceSeeds } from './datasources.ts';

/** Every story the content service starts with. */
export const storySeeds = [
  ...contentPageSeeds,
  ...blogPostSeeds,
  ...navigationSeeds,
  ...landingSeeds,
  ...campaignSeeds,
  ...spinToWinSeeds,
];

/** The space the content service answers for; its public key is the configuration's API_CONTENT_KEY. */
export const contentSpace = { id: 100_100, name: 'Red Roof Pizza', domain: 'https://www.redroofpizza.com.au/' };
