import type { Db } from '../../db/client.ts';
import type { CustomerSecrets } from '../customer/customer-secrets.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { marketingMail, welcomeCampaign } from './marketing-mail.ts';
import { marketingPreferences } from './marketing-preferences.ts';
import { unsubscribeLinks } from './unsubscribe-links.ts';

/** Marketing preferences and marketing e-mail, signed with the customer secret for one-click links. */
export function userModule(deps: { db: Db; notifier: Notifier; secrets: CustomerSecrets }) {
  const links = unsubscribeLinks(deps.secrets);
  const marketing = marketingMail({ db: deps.db, notifier: deps.notifier, links });
  return {
    links,
    marketing,
    preferences: marketingPreferences(deps.db),
    /** The welcome offer after a registration (sent only when the customer opted in to e-mail). */
    welcome: (customerId: string, appOrigin: string) => marketing.send(customerId, welcomeCampaign, appOrigin),
  };
}

export type UserModule = ReturnType<typeof userModule>;
