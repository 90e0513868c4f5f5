import { BRAND, htmlEmail } from '../notifier/message-templates.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';

/** Days as people read them in a coupon: 'Friday 4 December 2026'. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The campaign form's coupon: the code, what it gets, until when and where, and a link that opens
 * the offers page with the code applied (/offers/{code}, as the coupon links do).
 */
export function campaignCouponMessage(input: {
  to: string;
  firstName: string;
  code: string;
  productName: string;
  validTo: string;
  storeName: string | null;
  appOrigin: string;
}): OutgoingMessage {
  const link = `${input.appOrigin}/offers/${encodeURIComponent(input.code)}`;
  const where = input.storeName ? `at ${BRAND} ${input.storeName}` : `at any ${BRAND} store`;
  const subject = `Your ${BRAND} coupon: ${input.productName}`;
  const paragraphs = [
    `Hi ${input.firstName}, here is your coupon code: ${input.code}`,
    `It gets you a ${input.productName} ${where}, for delivery or pickup, on one online order until the end of ${longDate(input.validTo)}.`,
    'Open the link below, or type the code in the coupon box when you order. Each code works once.',
  ];
  const action = { label: 'Use my coupon', href: link };
  return {
    channel: 'email',
    to: input.to,
    subject,
    text: [...paragraphs, `${action.label}: ${link}`].join('\n\n'),
    html: htmlEmail(subject, paragraphs, action),
    code: input.code,
    links: [link],
  };
}
