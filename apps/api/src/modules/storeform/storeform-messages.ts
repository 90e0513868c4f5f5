// The e-mails a store or head office receives for each form. Everything the sender typed is
// escaped in the HTML part, so nothing in a form can run where the message is read.
import { escapeHtml } from '../notifier/message-templates.ts';
import type { OutgoingMessage } from '../notifier/notifier.ts';

export interface SubmissionMail {
  to: string;
  subject: string;
  /** Label and value, in reading order; empty values are left out. */
  lines: [label: string, value: string | undefined][];
  reference: string;
}

export function submissionMessage({ to, subject, lines, reference }: SubmissionMail): OutgoingMessage {
  const filled = lines.filter((line): line is [string, string] => Boolean(line[1]));
  const text = [subject, '', ...filled.map(([label, value]) => `${label}: ${value}`), '', `Reference: ${reference}`];
  const rows = filled
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap;padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><table>${rows}</table><p style="color:#666;font-size:12px">Reference: ${escapeHtml(reference)}</p></body></html>`;
  return { channel: 'email', to, subject, text: text.join('\n'), html, code: null, links: [] };
}
