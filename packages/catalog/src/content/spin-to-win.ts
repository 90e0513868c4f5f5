import type { StorySeed } from '@storefront/contract';

// Spin-to-win campaigns (spin-to-win/{slug}, decision 197): the wheel's segments and weights are
// published; the server draws each spin from them. Every segment of this one is a prize ("every
// spin wins"), each a catalogue voucher, once per customer for the whole campaign.

export const spinToWinSeeds: StorySeed[] = [
  {
    uuid: '5b1a0000-0000-4000-8000-000000000001',
    full_slug: 'spin-to-win/summer-spin',
    name: 'Summer Spin',
    published_at: '2026-11-01T00:00:00.000Z',
    content: {
      component: 'spin_to_win',
      headline: 'Summer Spin: every spin wins',
      description:
        'Spin the wheel once this summer and win a deal for your next order. Use it at checkout within 14 days; each prize code works for one order.',
      prizeTypeId: 1,
      startsAt: '2026-11-01T00:00:00+11:00',
      endsAt: '2028-01-01T00:00:00+11:00',
      period: 'campaign',
      timeZone: 'Australia/Sydney',
      prizeDays: 14,
      segments: [
        { label: 'Free garlic bread', voucherCode: 'FREEGARLIC', weight: 50 },
        { label: '20% off $30+', voucherCode: 'SAVE20', weight: 25 },
        { label: '25% off pickup', voucherCode: 'PICKUP25', weight: 15 },
        { label: '$10 off $40+', voucherCode: 'TENOFF', weight: 10 },
      ],
    },
  },
];
