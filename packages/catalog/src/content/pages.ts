import type { StorySeed } from '@storefront/contract';
import { products } from '../menu/products.ts';
import { energyTableMarkdown } from './nutrition-table.ts';

// Content pages (/{slug}): title, lead and sections, written once here and served as markdown.
interface PageSection {
  title: string;
  body: string;
}

interface PageCopy {
  title: string;
  lead: string;
  blocks?: PageSection[];
  links?: { to: string; label: string }[];
  /** Markdown after the sections (generated, e.g. the energy table). */
  appendix?: string;
}

const pages: Record<string, PageCopy> = {
  'about-us': {
    title: 'About Red Roof Pizza',
    lead: 'Neighbourhood pizza stores across Australia, each one making dough fresh every day.',
    blocks: [
      { title: 'Made in store', body: 'Every pizza is stretched, topped and baked to order in your local store.' },
      {
        title: 'Local owners',
        body: 'Most of our stores are run by franchise partners who live in the community they serve.',
      },
    ],
    links: [
      { to: '/stores', label: 'Find your local store' },
      { to: '/franchise', label: 'Own a Red Roof Pizza store' },
      { to: '/careers-apply-now', label: 'Work with us' },
    ],
  },
  lunchpizza: {
    title: 'Lunch pizza',
    lead: 'Pizza sized for one, for a quick lunch at work or at home.',
    blocks: [
      {
        title: 'At your store',
        body: 'Lunch pizzas, prices and times depend on your store. Choose delivery or pickup to see them.',
      },
    ],
    links: [{ to: '/menu/pizza', label: 'See the pizza menu' }],
  },
  'nutrition-information': {
    title: 'Nutrition information',
    lead: 'Energy and allergen information for our menu.',
    blocks: [
      {
        title: 'On every product',
        body: 'Each product page lists its energy per serve and the allergens in its ingredients.',
      },
      {
        title: 'Allergies',
        body: 'Our kitchens handle gluten, dairy, egg, soy, sesame, fish and nuts. If you have an allergy, call your store before you order.',
      },
    ],
    links: [{ to: '/menu/pizza', label: 'Browse the menu' }],
    appendix: `## Energy by product\n\nAverage energy per serve as sold, in kilojoules. Meals and deals add up the items you choose.\n\n${energyTableMarkdown(products)}`,
  },
  feedback: {
    title: 'Feedback',
    lead: 'Tell us how we did. We read every message and pass it on to your store.',
    links: [
      { to: '/contact', label: 'Send us a message' },
      { to: '/track-order', label: 'Check on an order' },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Quick answers about ordering, paying and your account.',
    blocks: [
      {
        title: 'Do I need an account to order?',
        body: 'No. You can order as a guest. An account saves your details, cards and order history.',
      },
      {
        title: 'How do I choose delivery or pickup?',
        body: 'Select "Choose delivery or pickup" at the top of any page, enter your address or suburb, and pick a time.',
      },
      {
        title: 'How can I pay?',
        body: 'Card, Click to Pay, Apple Pay, Google Pay, PayPal, PayPal Pay in 4, Zip, Afterpay, and cash or mobile EFTPOS where your store offers them.',
      },
      { title: 'Do prices include GST?', body: 'Yes. All prices are in Australian dollars and include GST.' },
    ],
    links: [{ to: '/contact', label: 'Still stuck? Contact us' }],
  },
  sitemap: {
    title: 'Sitemap',
    lead: 'Every part of the Red Roof Pizza website.',
    links: [
      { to: '/', label: 'Home' },
      { to: '/menu/pizza', label: 'Menu' },
      { to: '/offers', label: 'Offers' },
      { to: '/coupons', label: 'Coupons' },
      { to: '/cart', label: 'Cart' },
      { to: '/track-order', label: 'Track your order' },
      { to: '/stores', label: 'Store finder' },
      { to: '/account', label: 'Your account' },
      { to: '/blog', label: 'Blog' },
      { to: '/about-us', label: 'About us' },
      { to: '/nutrition-information', label: 'Nutrition information' },
      { to: '/franchise', label: 'Own a franchise' },
      { to: '/careers-apply-now', label: 'Careers' },
      { to: '/contact', label: 'Contact us' },
      { to: '/faq', label: 'FAQ' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
  privacy: {
    title: 'Privacy',
    lead: 'How Red Roof Pizza collects, uses and protects your personal information.',
    blocks: [
      {
        title: 'What we collect',
        body: 'Your contact details, delivery address and order history when you order or create an account.',
      },
      {
        title: 'How we use it',
        body: 'To make and deliver your order, keep your account, and send marketing only if you opt in.',
      },
      {
        title: 'Your choices',
        body: 'You can unsubscribe from emails and SMS at any time from the link in each message or in your account.',
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    lead: 'The terms that apply when you use this website and order from Red Roof Pizza.',
    blocks: [
      {
        title: 'Orders',
        body: 'Your order is with the store you choose. Prices, products and delivery areas vary by store.',
      },
      {
        title: 'Offers',
        body: 'Offers and coupons are subject to their own conditions and availability at your store.',
      },
    ],
  },
};

function markdownOf(page: PageCopy): string {
  const sections = (page.blocks ?? []).map((block) => `## ${block.title}\n\n${block.body}`);
  const links = page.links?.length ? [page.links.map((link) => `- [${link.label}](${link.to})`).join('\n')] : [];
  const appendix = page.appendix ? [page.appendix] : [];
  return [...sections, ...appendix, ...links].join('\n\n');
}

/** Every content page, under the content/ folder; its slug is the page's address. */
export const contentPageSeeds: StorySeed[] = Object.entries(pages).map(([slug, page], index) => ({
  uuid: `c0a7e000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  full_slug: `content/${slug}`,
  name: page.title,
  position: index + 1,
  published_at: '2026-06-01T00:00:00.000Z',
  content: { component: 'page', title: page.title, lead: page.lead, body: markdownOf(page) },
}));
