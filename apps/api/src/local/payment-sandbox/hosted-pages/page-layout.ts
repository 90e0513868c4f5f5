import type { FastifyReply } from 'fastify';
import { SANDBOX_PREFIX } from '../sandbox-urls.ts';

/** Markup already escaped; interpolating one into `html` keeps it as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** Every interpolated value is escaped unless it is SafeHtml: pages echo URLs and names typed by people. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''));
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export const formatAud = (cents: number) => aud.format(cents / 100);

export const MERCHANT_NAME = 'Red Roof Pizza';

// A <style> element is allowed by the site's CSP (style-src 'unsafe-inline'); scripts are not.
const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f6}
.banner{background:#5b2a86;color:#fff;text-align:center;padding:.5rem 1rem;font-weight:600;letter-spacing:.02em}
main{max-width:30rem;margin:0 auto;padding:1.25rem 1rem 3rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.sheet{background:#fff;border-radius:1.25rem 1.25rem .75rem .75rem;padding:1.25rem;box-shadow:0 -4px 24px rgba(0,0,0,.2);margin-top:20vh}
.sheet.dark{background:#1c1c1e;color:#fff}
h1{font-size:1.5rem;margin:0 0 .75rem}
.amount{font-size:1.125rem}
.field{margin:0 0 1rem}
label,legend{display:block;font-weight:600;margin-bottom:.25rem}
.hint{color:#4a4a4a;font-size:.9rem;margin:.125rem 0 .375rem}
.sheet.dark .hint{color:#d0d0d0}
input[type=text]{width:100%;font:inherit;font-size:1.125rem;padding:.625rem .75rem;border:2px solid #6b6b6b;border-radius:.5rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;margin:.25rem 0}
.error:empty{display:none}
.error-summary{border:3px solid #b3261e;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#fff}
.error-summary h2{font-size:1.125rem;margin:0 0 .5rem}
.row{display:flex;gap:1rem}.row>.field{flex:1}
fieldset{border:0;padding:0;margin:0 0 1rem}
.choice{display:flex;align-items:center;gap:.625rem;padding:.625rem;border:2px solid #c8c8cc;border-radius:.5rem;margin-bottom:.5rem}
.choice input{width:1.25rem;height:1.25rem}
.actions{display:flex;flex-direction:column;gap:.625rem;margin-top:1rem}
button,.button{display:block;width:100%;min-height:3rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid transparent;cursor:pointer;text-align:center;text-decoration:none;padding:.625rem 1rem}
.primary{background:#c8102e;color:#fff}
.sheet.dark .primary{background:#fff;color:#000}
.secondary{background:#fff;color:#1a1a1a;border-color:#6b6b6b}
.danger{background:#fff;color:#b3261e;border-color:#b3261e}
button:focus-visible,a:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
table{border-collapse:collapse;width:100%;font-size:.875rem}th,td{text-align:left;padding:.25rem .375rem;border-bottom:1px solid #ddd}
details{margin-top:1.5rem}summary{cursor:pointer;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export interface PageContent {
  title: string;
  body: SafeHtml;
  /** A script under /sandbox-gateway/assets/, loaded as a file: the CSP forbids inline scripts. */
  script?: string;
}

export function renderPage({ title, body, script }: PageContent): string {
  return html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} - Sandbox payment</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
        ${script ? html`<script src="${SANDBOX_PREFIX}/assets/${script}" defer></script>` : ''}
      </head>
      <body>
        <div class="banner" role="note">Sandbox: test payments only. No real money moves.</div>
        <main id="main">${body}</main>
      </body>
    </html>`.value;
}

/**
 * Sends a hosted page. The CSP is the site's, except that forms may also submit to the app's
 * origins: the sandbox answers a form with a redirect back to the app, and browsers check that
 * redirect against form-action too.
 */
export function sendPage(reply: FastifyReply, status: number, page: PageContent, formOrigins: readonly string[]) {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return reply
    .code(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(page));
}

/** A short page with one way onwards: settled payments, expired sessions, unknown links. */
export function noticePage(title: string, message: string, link?: { href: string; text: string }): PageContent {
  return {
    title,
    body: html`<div class="card">
      <h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<a class="button primary" href="${link.href}">${link.text}</a>` : ''}
    </div>`,
  };
}
