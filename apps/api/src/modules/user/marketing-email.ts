import { escapeHtml, htmlEmail, BRAND } from '../notifier/message-templates.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';

/**
 * A marketing e-mail: the offer, a visible unsubscribe link to the opt-out screen, and the RFC 8058
 * headers so mail clients can offer one-click unsubscribe (a POST to the signed https link).
 */
export function marketingEmail(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  oneClickUrl: string;
  preferencesUrl: string;
}): OutgoingMessage {
  const footer = `You are receiving this because you asked for ${BRAND} offers by e-mail. Unsubscribe: ${input.preferencesUrl}`;
  const unsubscribeHtml = `<p style="color:#666;font-size:12px">You are receiving this because you asked for ${escapeHtml(BRAND)} offers by e-mail. <a href="${escapeHtml(input.preferencesUrl)}">Unsubscribe</a></p>`;
  const html = htmlEmail(input.subject, input.paragraphs, input.action).replace('</body>', `${unsubscribeHtml}</body>`);
  return {
    channel: 'email',
    to: input.to,
    subject: input.subject,
    text: [...input.paragraphs, ...(input.action ? [`${input.action.label}: ${input.action.href}`] : []), footer].join(
      '\n\n',
    ),
    html,
    code: null,
    links: [...(input.action ? [input.action.href] : []), input.preferencesUrl, input.oneClickUrl],
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
