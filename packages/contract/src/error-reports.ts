import { z } from 'zod';
import { ERROR_REPORT_PROJECTS, errorReportProjects } from './error-report-projects.ts';
import { textSchema } from './text.ts';

export * from './error-report-projects.ts';

// Error reporting (spec document 0, section 7: "An error-reporting service receives uncaught errors
// with stack and context; its release is 2.0.0"; section 8: its ignore list). The app and the API
// run the Sentry SDKs; without a DSN their envelopes come to our own sink, shaped like Sentry's
// envelope ingest, and staff read them on /errors (decision 172).

export const ERROR_REPORT_LIMITS = {
  /** One envelope's body: an error event with a long stack is a few kilobytes. */
  envelopeBytes: 64 * 1024,
  /**
   * Envelopes one client may send per window; past it the SDK is told to wait (429, Retry-After). One
   * a second: a page in an error loop is held back, while many phones behind one carrier address are not.
   */
  envelopesPerWindow: 60,
  windowSeconds: 60,
  /** Reports the staff page lists, newest first. */
  listed: 100,
  /** Stack frames kept per report (the innermost ones). */
  frames: 50,
  text: 2000,
} as const;

export const envelopeParamsSchema = z.strictObject({
  projectId: z.enum([ERROR_REPORT_PROJECTS.web.id, ERROR_REPORT_PROJECTS.api.id]),
});

/** What Sentry's transports put in the query string; the key must be the project's. */
export const envelopeQuerySchema = z.strictObject({
  sentry_key: textSchema.max(64),
  sentry_version: textSchema.max(8).optional(),
  sentry_client: textSchema.max(200).optional(),
});

/** The envelope as sent: newline-separated JSON (envelope header, then item header and payload pairs). */
export const envelopeBodySchema = textSchema.min(1).max(ERROR_REPORT_LIMITS.envelopeBytes);

/** As Sentry answers: the id of the event the envelope held, if any. */
export const envelopeAcceptedSchema = z.object({ id: z.string().nullable() });

const resolvedFrameSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int().nullable(),
  function: z.string().nullable(),
});

/** One frame, innermost first; `original` is where a source map puts it in our source, if it could. */
export const errorReportFrameSchema = z.object({
  file: z.string().nullable(),
  function: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  original: resolvedFrameSchema.nullable(),
});
export type ErrorReportFrame = z.infer<typeof errorReportFrameSchema>;

/** The same error seen again (same project, type, message and innermost frame) counts on one report. */
export const errorReportSchema = z.object({
  id: z.number().int(),
  project: z.enum(errorReportProjects),
  eventId: z.string(),
  type: z.string().nullable(),
  message: z.string(),
  release: z.string().nullable(),
  environment: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  count: z.number().int().min(1),
  firstSeenAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  frames: z.array(errorReportFrameSchema),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorReportMemberSchema = z.object({ name: z.string() });
