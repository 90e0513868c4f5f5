import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { marketingEmail } from './marketing-email.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

export interface Campaign {
  subject: string;
  paragraphs: string[];
  action?: { label: string; path: string };
}

/** The welcome offer a customer who opted in to e-mail receives once the account exists. */
export const welcomeCampaign: Campaign = {
  subject: 'Welcome to Red Roof Pizza: your first-order offer',
  paragraphs: [
    'Thanks for joining. Use the code WELCOME at checkout for a discount on your first order as a signed-in customer.',
  ],
  action: { label: 'Order now', path: '/' },
};

/** Sends marketing e-mail only to live customers opted in to it, each with its unsubscribe links. */
export function marketingMail(deps: { db: Db; notifier: Notifier; links: UnsubscribeLinks }) {
  return {
    /** True when a message went out (the customer exists, has an e-mail and opted in). */
    async send(customerId: string, campaign: Campaign, appOrigin: string): Promise<boolean> {
      const [customer] = await deps.db
        .select({ userId: customers.userId, email: customers.email, optinEmail: customers.optinEmail })
        .from(customers)
        .where(and(eq(customers.customerId, customerId), isNull(customers.deletedAt)));
      if (!customer?.email || !customer.optinEmail) return false;
      await deps.notifier.send(
        marketingEmail({
          to: customer.email,
          subject: campaign.subject,
          paragraphs: campaign.paragraphs,
          ...(campaign.action
            ? { action: { label: campaign.action.label, href: `${appOrigin}${campaign.action.path}` } }
            : {}),
          oneClickUrl: deps.links.oneClickUrl(appOrigin, customer.userId),
          preferencesUrl: deps.links.preferencesUrl(appOrigin, customer.userId),
        }),
      );
      return true;
    },
  };
}

export type MarketingMail = ReturnType<typeof marketingMail>;
