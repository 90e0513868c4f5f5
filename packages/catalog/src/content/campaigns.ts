import type { StorySeed } from '@storefront/contract';

// Campaign stories (campaigns/{slug}): the page /c/{slug}/{storeId?} shows one above its form
// (decision 160). Body is markdown.

export const campaignSeeds: StorySeed[] = [
  {
    uuid: 'ca4a0000-0000-4000-8000-000000000001',
    full_slug: 'campaigns/free-pizza-friday',
    name: 'Free Pizza Friday',
    published_at: '2026-11-01T00:00:00.000Z',
    content: {
      component: 'campaign',
      headline: 'A large Classic pizza on us',
      body: `Tell us where to send it and we'll e-mail you a coupon for a **free large pizza** from our Classics Range: Margherita, Hawaiian, Pepperoni, Ham & Cheese, Veggie Trio or Cheese Lovers.

- Use the code at checkout, for delivery or pickup, within 14 days.
- One coupon per e-mail address each day; each code works for one order.
- Delivery fees still apply to delivery orders.`,
      image: { filename: '/images/products/pepperoni.jpg', alt: 'A large pepperoni pizza fresh from the oven' },
    },
  },
];
