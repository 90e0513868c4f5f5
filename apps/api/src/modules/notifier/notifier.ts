import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';

export interface OutgoingMessage {
  /** 'push': a Web Push message no push service could take (decision 189). */
  channel: 'email' | 'sms' | 'push';
  /** An e-mail address or a +614 mobile number. */
  to: string;
  subject: string;
  text: string;
  /** E-mail only. */
  html: string | null;
  /** What the message carries, kept for the development outbox. */
  code: string | null;
  links: string[];
  /** Extra e-mail headers, such as a marketing message's RFC 8058 unsubscribe headers. */
  headers?: Record<string, string>;
}

/** Sends customer messages: one-time codes, login links, address verification (DESIGN section 5). */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
  /** Which stand-ins are active, for the start log. */
  readonly standIns: string[];
}

/** Keeps messages in the database outbox; the development outbox page reads them. */
export function outboxStore(db: Db, clock: Clock) {
  return {
    async keep(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        id: randomUUID(),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        code: message.code,
        links: message.links,
        headers: message.headers ?? {},
        createdAt: clock.now(),
      });
    },
    async latest(limit = 200) {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}

/**
 * E-mail over SMTP (nodemailer) when SMTP_URL is set; otherwise, and for SMS (no SMS gateway is
 * wired here), the database outbox stands in.
 */
export function createNotifier(options: {
  db: Db;
  clock: Clock;
  smtpUrl?: string | undefined;
  from: string;
}): Notifier {
  const outbox = outboxStore(options.db, options.clock);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    standIns: [
      ...(transport ? [] : ['e-mail: database outbox (no SMTP_URL)']),
      'SMS: database outbox (no SMS gateway)',
    ],
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return;
      }
      await outbox.keep(message);
    },
  };
}
