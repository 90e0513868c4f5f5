import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { escapeHtml } from './message-templates.ts';
import { outboxStore } from './notifier.ts';

/** Path of the development outbox page; its JSON twin is at `${DEV_OUTBOX_PATH}/messages`. */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/** Whether the outbox pages are served: development and test, or production when named on. */
export function devOutboxEnabled(env: { NODE_ENV: string; DEV_OUTBOX?: boolean | undefined }): boolean {
  return env.DEV_OUTBOX ?? env.NODE_ENV !== 'production';
}

/**
 * Every message the outbox holds, newest first, with its codes and links, so a person trying the
 * product can sign in without a real phone or mailbox. Every field is escaped: a name or address
 * typed into a form must never become markup here.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const outbox = outboxStore(db, clock);
  const messages = async () =>
    (await outbox.latest()).map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      text: m.text,
      html: m.html,
      code: m.code,
      links: m.links,
      createdAt: m.createdAt.toISOString(),
    }));

  app.get(`${DEV_OUTBOX_PATH}/messages`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await messages() };
  });

  app.get(DEV_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await messages())
      .map(
        (m) => `<article class="message">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${escapeHtml(m.channel.toUpperCase())} to <strong class="to">${escapeHtml(m.to)}</strong> at <time>${escapeHtml(m.createdAt)}</time></p>
  ${m.code ? `<p>Code: <strong class="code">${escapeHtml(m.code)}</strong></p>` : ''}
  ${m.links.map((link) => `<p><a class="link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}.message{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{color:#555}.code{font-size:1.5em;letter-spacing:.2em}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}</style></head>
<body><h1>Outbox</h1><p>Messages the storefront would have sent by e-mail, SMS or Web Push, newest first. Development only.</p>
${rows || '<p class="empty">No messages yet.</p>'}
</body></html>`;
  });
};
