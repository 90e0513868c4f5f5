import type { DatasourceSlug } from '@storefront/contract';
import { offerCategories } from '../offers.ts';

/** name → value pairs of each datasource, in the order they are served. */
export const datasourceSeeds: Record<DatasourceSlug, [name: string, value: string][]> = {
  dictionary: [
    ['blog.title', 'Blog'],
    ['blog.lead', 'News, recipes and stories from Red Roof Pizza kitchens.'],
    ['blog.all-posts', 'All posts'],
    ['blog.empty', 'There are no posts here yet. Check back soon for news, recipes and stories from our stores.'],
    ['blog.read-more', 'Read more'],
    ['content.error', 'This content could not be loaded. Please try again.'],
    ['content.retry', 'Try again'],
    ['not-found.title', 'Page not found'],
    ['not-found.lead', "We couldn't find that page. It may have moved, or the address may be mistyped."],
    ['campaign.duplicate', 'Sorry, you can only get 1 FREE Pizza coupon each day.'],
    ['form.incomplete', 'Please complete the required fields.'],
    ['form.error', 'There was an error submitting the form. Please try again.'],
    ['footer.copyright', '© Red Roof Pizza Australia Pty Ltd. All prices include GST.'],
    // The landing's headings and labels (apps/web/src/features/home/landing-words.ts).
    ['home.start-order.title', 'Start your order'],
    ['home.start-order.lead', 'How would you like your pizza?'],
    ['home.start-order.delivery', 'Delivery'],
    ['home.start-order.delivery-text', 'To your door'],
    ['home.start-order.pickup', 'Pickup'],
    ['home.start-order.pickup-text', 'From a store near you'],
    ['home.your-order.title', 'Your order'],
    ['home.your-order.browse', 'Browse the menu'],
    ['home.your-order.change', 'Change'],
    ['home.cards.todays-offer', "Today's offer"],
    ['home.cards.deals', 'Deals for you'],
    ['home.categories.title', 'What are you craving?'],
    ['home.categories.full-menu', 'Full menu'],
    // The offers strips (apps/web/src/features/vouchers/offers-words.ts).
    ['offers.all', 'All offers'],
    ['offers.empty', 'There are no offers right now. Check back soon.'],
    ['offers.exclusive-deals.title', 'Exclusive deals'],
    ['offers.exclusive-deals.empty', 'No exclusive deals right now.'],
    ['offers.exclusive-products.title', 'Exclusive products'],
    ['offers.exclusive-products.empty', 'No exclusive products right now.'],
  ],
  'feature-flags': [
    // The pizza page category filter (meat, chicken, prawn, veggie).
    ['pizzas_page_category', 'enable'],
    ['blog', 'enable'],
    ['content_splash', 'enable'],
    ['campaign_form', ''],
    // Strips on the landing and /coupons, asked with the customer's order type (decision 190).
    ['home_todays_deals', 'enable'],
    ['home_offer_strip', 'enable'],
    ['offers_exclusive_deals', 'enable'],
    ['offers_exclusive_products', 'enable'],
  ],
  'blacklisted-user-agents': [
    ['headless-scraper', 'HeadlessChrome'],
    ['python-requests', 'python-requests'],
  ],
  'offer-categories': offerCategories.map((category) => [category.code, category.name]),
};
