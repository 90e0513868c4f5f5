// Hand-written checks of the stories the shell and the landing read on the first load (no zod
// there, decision 011). Each accepts exactly what the contract's schema of the same name accepts,
// except that single links must be paths inside the app, and a link list's links paths or https
// addresses (the editor's rule, decision 191); story-guards.test.ts holds them to that.
import type {
  DealsStripContent,
  HeroBannerContent,
  NavigationContent,
  OfferStripContent,
  SecondaryBannerContent,
  SplashContent,
} from '@storefront/contract';
import { isSafeLinkUrl } from '@storefront/contract/http';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isText(value) && value.length > 0;
/** A path in this app ('/stores'), never another site ('//x', 'https:', 'javascript:'). */
export const isAppPath = (value: unknown): value is string =>
  isFilled(value) && value.startsWith('/') && !value.startsWith('//');
const hasOnly = (value: Fields, keys: string[]) => Object.keys(value).every((key) => keys.includes(key));

const component = (value: unknown, name: string): value is Fields => isObject(value) && value.component === name;

/** A link in a list (navigation, a banner's chips): a path here or an https address, as the editor allows. */
const isLink = (value: unknown): value is { label: string; url: string } =>
  isObject(value) &&
  hasOnly(value, ['label', 'url']) &&
  isFilled(value.label) &&
  isText(value.url) &&
  isSafeLinkUrl(value.url);
const isLinks = (value: unknown): value is { label: string; url: string }[] =>
  Array.isArray(value) && value.every(isLink);

export function navigationOf(content: unknown): NavigationContent | null {
  if (!component(content, 'navigation') || !Array.isArray(content.groups)) return null;
  const groupsValid = content.groups.every(
    (group) => isObject(group) && hasOnly(group, ['title', 'links']) && isText(group.title) && isLinks(group.links),
  );
  return groupsValid ? (content as NavigationContent) : null;
}

export function heroBannerOf(content: unknown): HeroBannerContent | null {
  return component(content, 'hero-banner') &&
    isFilled(content.brand) &&
    isFilled(content.headline) &&
    isText(content.lead)
    ? (content as HeroBannerContent)
    : null;
}

export function secondaryBannerOf(content: unknown): SecondaryBannerContent | null {
  return component(content, 'secondary-banner') &&
    isFilled(content.title) &&
    isText(content.text) &&
    isLinks(content.links)
    ? (content as SecondaryBannerContent)
    : null;
}

const isOfferItem = (value: unknown) =>
  isObject(value) &&
  hasOnly(value, ['title', 'text', 'url']) &&
  isFilled(value.title) &&
  isText(value.text) &&
  isAppPath(value.url);

export function offerStripOf(content: unknown): OfferStripContent | null {
  return component(content, 'offer-strip') &&
    isFilled(content.title) &&
    Array.isArray(content.items) &&
    content.items.every(isOfferItem)
    ? (content as OfferStripContent)
    : null;
}

export function dealsStripOf(content: unknown): DealsStripContent | null {
  return component(content, 'deals-strip') &&
    isFilled(content.title) &&
    isFilled(content.more_label) &&
    isAppPath(content.more_url)
    ? (content as DealsStripContent)
    : null;
}

export function splashOf(content: unknown): SplashContent | null {
  return component(content, 'splash') &&
    isFilled(content.title) &&
    isText(content.text) &&
    isFilled(content.cta_label) &&
    isAppPath(content.cta_url) &&
    (content.active === 'yes' || content.active === 'no')
    ? (content as SplashContent)
    : null;
}
