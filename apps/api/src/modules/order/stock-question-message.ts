import type { CustomerInfo } from '@storefront/contract';
import { BRAND, htmlEmail } from '../notifier/message-templates.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';

/**
 * Tells the customer a line is out of stock and links to the order page, where they answer: by
 * e-mail when the order has an address, else by SMS to its mobile number; null with neither.
 */
export function outOfStockMessage(input: {
  info: CustomerInfo;
  orderReference: string;
  lineName: string;
  storeName: string;
  /** The deadline with the store's offset, e.g. 2026-11-24T18:05:00+11:00. */
  deadline: string;
  defaultChoice: 'drop' | 'cancel';
  link: string;
}): OutgoingMessage | null {
  const time = input.deadline.slice(11, 16);
  const lines = [
    `${input.storeName} has run out of ${input.lineName} for your order ${input.orderReference}.`,
    `Swap it for the suggested replacement, drop it (it comes off your total) or cancel the order by ${time}; ` +
      `after that we ${input.defaultChoice === 'cancel' ? 'cancel the order' : 'drop it'}.`,
  ];
  const subject = `${BRAND}: ${input.lineName} is out of stock for order ${input.orderReference}`;
  const email = input.info.email?.trim();
  const mobile = input.info.mobileNumber?.trim();
  if (!email && !mobile) return null;
  return {
    channel: email ? 'email' : 'sms',
    to: email || mobile!,
    subject,
    text: [...lines, input.link].join('\n'),
    html: email
      ? htmlEmail('An item is out of stock', lines, { label: 'Choose on your order page', href: input.link })
      : null,
    code: null,
    links: [input.link],
  };
}
