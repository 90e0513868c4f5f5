// Reads the error events out of a Sentry envelope: the SDK's own parser splits it (newline-separated
// JSON: the envelope header, then item header and payload pairs), and each `event` item is checked
// against the fields an error report needs. Sentry's event payload has many more fields that we do
// not keep, so these schemas take what they name and let the rest go.
import { parseEnvelope } from '@sentry/core';
import { ERROR_REPORT_LIMITS, textSchema, type FieldError } from '@storefront/contract';
import { z } from 'zod';
import { invalidRequest } from '../../platform/errors.ts';

const text = textSchema.max(ERROR_REPORT_LIMITS.text * 10);

const frameSchema = z.object({
  filename: text.optional(),
  abs_path: text.optional(),
  function: text.optional(),
  lineno: z.number().int().min(0).optional(),
  colno: z.number().int().min(0).optional(),
});

const exceptionSchema = z.object({
  type: text.optional(),
  value: text.optional(),
  stacktrace: z.object({ frames: z.array(frameSchema).max(500).optional() }).optional(),
});

const eventSchema = z
  .object({
    event_id: z.string().regex(/^[0-9a-f]{32}$/, 'Must be 32 hexadecimal digits'),
    exception: z.object({ values: z.array(exceptionSchema).min(1).max(20) }).optional(),
    message: z.union([text, z.object({ formatted: text.optional(), message: text.optional() })]).optional(),
    logentry: z.object({ formatted: text.optional(), message: text.optional() }).optional(),
    release: textSchema.max(200).optional(),
    environment: textSchema.max(64).optional(),
    request: z
      .object({
        url: text.optional(),
        headers: z.record(z.string(), text).optional(),
      })
      .optional(),
  })
  .refine((event) => event.exception || event.message || event.logentry, {
    message: 'An event needs an exception or a message',
  });

/** One frame as the SDK saw it (a built chunk's URL, or a server file path). */
export interface RawFrame {
  file: string | null;
  function: string | null;
  line: number | null;
  column: number | null;
}

/** An error event with what a report keeps; frames innermost first. */
export interface ReceivedErrorEvent {
  eventId: string;
  type: string | null;
  message: string;
  release: string | null;
  environment: string | null;
  url: string | null;
  userAgent: string | null;
  frames: RawFrame[];
}

const clip = (value: string | undefined | null, length: number = ERROR_REPORT_LIMITS.text): string | null =>
  value ? value.slice(0, length) : null;

const messageOf = (message: z.infer<typeof eventSchema>['message'] | z.infer<typeof eventSchema>['logentry']) =>
  typeof message === 'string' ? message : (message?.formatted ?? message?.message);

function toReceived(event: z.infer<typeof eventSchema>): ReceivedErrorEvent {
  // Sentry lists chained exceptions cause first: the last one is the error that was thrown.
  const thrown = event.exception?.values.at(-1);
  const frames = [...(thrown?.stacktrace?.frames ?? [])]
    .reverse()
    .slice(0, ERROR_REPORT_LIMITS.frames)
    .map((frame) => ({
      file: clip(frame.abs_path ?? frame.filename),
      function: clip(frame.function, 200),
      line: frame.lineno ?? null,
      column: frame.colno ?? null,
    }));
  const headers = Object.fromEntries(
    Object.entries(event.request?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    eventId: event.event_id,
    type: clip(thrown?.type, 200),
    message: clip(thrown?.value ?? messageOf(event.message) ?? messageOf(event.logentry)) ?? '(no message)',
    release: event.release ?? null,
    environment: event.environment ?? null,
    url: clip(event.request?.url),
    userAgent: clip(headers['user-agent'], 500),
    frames,
  };
}

/**
 * The envelope's error events; other items (sessions, client reports, transactions) are dropped.
 * Throws 400 naming the item when the envelope does not parse or an event lacks what it needs.
 */
export function readErrorEvents(envelope: string): ReceivedErrorEvent[] {
  let items: [unknown, unknown][];
  try {
    [, items] = parseEnvelope(envelope) as unknown as [unknown, [unknown, unknown][]];
  } catch {
    throw invalidRequest('The envelope does not parse: each line must be JSON.', [
      { field: 'body', message: 'Is not a Sentry envelope' },
    ]);
  }
  const events: ReceivedErrorEvent[] = [];
  const errors: FieldError[] = [];
  items.forEach(([header, payload], index) => {
    const type = z.object({ type: z.string() }).safeParse(header);
    if (!type.success) {
      errors.push({ field: `body.items.${index}.type`, message: 'Each item needs a type' });
      return;
    }
    if (type.data.type !== 'event') return;
    const event = eventSchema.safeParse(payload);
    if (!event.success) {
      for (const issue of event.error.issues) {
        const path = issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
        errors.push({ field: `body.items.${index}${path}`, message: issue.message });
      }
      return;
    }
    events.push(toReceived(event.data));
  });
  if (errors.length > 0) {
    throw invalidRequest(`Invalid envelope: ${errors.map((e) => e.field).join(', ')}.`, errors);
  }
  return events;
}
