import { OTP_TTL_SECONDS } from '@storefront/contract';
import { SUPPORT_PHONE } from '@storefront/domain';
import type { OutgoingMessage } from './notifier.ts';

/** The name every customer message signs with. */
export const BRAND = 'Red Roof Pizza';
const CODE_MINUTES = OTP_TTL_SECONDS / 60;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one frame of our e-mails: title, paragraphs, an optional button, and the help line. */
export function htmlEmail(title: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.href)}" style="background:#c8102e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#666;font-size:12px">Need help? Call us on ${SUPPORT_PHONE}. ${BRAND}</p></body></html>`;
}

const codeLine = (code: string) =>
  `Your ${BRAND} code is ${code}. It expires in ${CODE_MINUTES} minutes and works once.`;
export const ignoreLine = `If you did not ask for this, ignore this message or call us on ${SUPPORT_PHONE}.`;

/** A sign-in or registration code, by SMS or e-mail; e-mail also carries a login link when there is one. */
export function codeMessage(input: {
  channel: 'email' | 'sms';
  to: string;
  code: string;
  purpose: 'login' | 'register';
  loginLink?: string | undefined;
}): OutgoingMessage {
  const title = input.purpose === 'register' ? 'Confirm your new account' : 'Your sign-in code';
  if (input.channel === 'sms') {
    return {
      channel: 'sms',
      to: input.to,
      subject: title,
      text: `${codeLine(input.code)} Never share it. Help: ${SUPPORT_PHONE}`,
      html: null,
      code: input.code,
      links: [],
    };
  }
  const lines = [codeLine(input.code), 'Never share this code: we will never ask you for it.'];
  const linkLines = input.loginLink ? [`Or sign in with this link (valid 15 minutes, once): ${input.loginLink}`] : [];
  return {
    channel: 'email',
    to: input.to,
    subject: `${BRAND}: ${title}`,
    text: [title, '', ...lines, ...linkLines, '', ignoreLine].join('\n'),
    html: htmlEmail(
      title,
      [...lines, ignoreLine],
      input.loginLink ? { label: 'Sign in now', href: input.loginLink } : undefined,
    ),
    code: input.code,
    links: input.loginLink ? [input.loginLink] : [],
  };
}

/**
 * Someone asked for a code for an address with no account. The owner learns it, the asker learns
 * nothing (the API answers as for an account). No code is given.
 */
export function noAccountMessage(input: {
  channel: 'email' | 'sms';
  to: string;
  registerLink: string;
}): OutgoingMessage {
  const line = `Someone asked to sign in to ${BRAND} with this ${input.channel === 'sms' ? 'number' : 'address'}, but it has no account yet.`;
  const invite = `To create one, go to ${input.registerLink}`;
  if (input.channel === 'sms') {
    return {
      channel: 'sms',
      to: input.to,
      subject: 'No account',
      text: `${line} ${invite}`,
      html: null,
      code: null,
      links: [input.registerLink],
    };
  }
  return {
    channel: 'email',
    to: input.to,
    subject: `${BRAND}: no account with this address`,
    text: [line, invite, '', ignoreLine].join('\n'),
    html: htmlEmail('No account with this address', [line, ignoreLine], {
      label: 'Create an account',
      href: input.registerLink,
    }),
    code: null,
    links: [input.registerLink],
  };
}

/** The link that confirms an e-mail address belongs to the customer. */
export function verifyEmailMessage(input: { to: string; link: string }): OutgoingMessage {
  const line = 'Confirm this is your e-mail address for your account. The link works once, for 24 hours.';
  return {
    channel: 'email',
    to: input.to,
    subject: `${BRAND}: confirm your e-mail address`,
    text: [line, input.link, '', ignoreLine].join('\n'),
    html: htmlEmail('Confirm your e-mail address', [line, ignoreLine], {
      label: 'Confirm my address',
      href: input.link,
    }),
    code: null,
    links: [input.link],
  };
}
