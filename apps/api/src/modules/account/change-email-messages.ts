import { CHANGE_EMAIL_TTL_SECONDS } from '@storefront/contract';
import { SUPPORT_PHONE } from '@storefront/domain';
import { BRAND, htmlEmail, ignoreLine } from '../notifier/message-templates.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';

const HOURS = CHANGE_EMAIL_TTL_SECONDS / 3600;

/** To the proposed address: the link that makes it the account's e-mail. */
export function changeEmailConfirmMessage(input: { to: string; link: string }): OutgoingMessage {
  const line = `Confirm that you want to use this address for your ${BRAND} account. The link works once, for ${HOURS} hours.`;
  return {
    channel: 'email',
    to: input.to,
    subject: `${BRAND}: confirm your new e-mail address`,
    text: [line, input.link, '', ignoreLine].join('\n'),
    html: htmlEmail('Confirm your new e-mail address', [line, ignoreLine], {
      label: 'Confirm my new address',
      href: input.link,
    }),
    code: null,
    links: [input.link],
  };
}

/** To the current address: the link that stops the change. */
export function changeEmailCancelMessage(input: { to: string; proposedEmail: string; link: string }): OutgoingMessage {
  const line = `Someone asked to change the e-mail address of your ${BRAND} account to ${input.proposedEmail}.`;
  const action = `If this was not you, cancel the change with this link (it works once, for ${HOURS} hours) and call us on ${SUPPORT_PHONE}.`;
  return {
    channel: 'email',
    to: input.to,
    subject: `${BRAND}: your e-mail address is about to change`,
    text: [line, action, input.link].join('\n'),
    html: htmlEmail('Your e-mail address is about to change', [line, action], {
      label: 'Cancel the change',
      href: input.link,
    }),
    code: null,
    links: [input.link],
  };
}
