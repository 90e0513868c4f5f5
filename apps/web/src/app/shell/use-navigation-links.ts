// The header's links and the footer's groups from the navigation stories (navigation/main and
// navigation/footer), read after the first paint in one request; the built-in lists in
// footer-links.ts show while loading, without content, or when a story is missing or malformed.
import type { NavigationContent } from '@storefront/contract';
import { navigationOf } from '../../lib/content/story-guards.ts';
import { useContentStories } from '../../lib/content/use-content-stories.ts';
import { FOOTER_GROUPS, MAIN_NAV, type FooterGroup, type FooterLink } from './footer-links.ts';

export const NAVIGATION_PREFIX = 'navigation/';

const groupsOf = (content: NavigationContent): FooterGroup[] =>
  content.groups.map((group) => ({
    title: group.title,
    links: group.links.map((link) => ({ to: link.url, label: link.label })),
  }));

export function useNavigationLinks(): { main: FooterLink[]; footer: FooterGroup[] } {
  const stories = useContentStories(NAVIGATION_PREFIX);
  const main = navigationOf(stories?.get(`${NAVIGATION_PREFIX}main`));
  const footer = navigationOf(stories?.get(`${NAVIGATION_PREFIX}footer`));
  const mainLinks = main ? groupsOf(main).flatMap((group) => group.links) : [];
  const footerGroups = footer ? groupsOf(footer).filter((group) => group.links.length > 0) : [];
  return {
    main: mainLinks.length > 0 ? mainLinks : MAIN_NAV,
    footer: footerGroups.length > 0 ? footerGroups : FOOTER_GROUPS,
  };
}
