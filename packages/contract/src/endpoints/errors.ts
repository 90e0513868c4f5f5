// Error reports (decision 172): the sink the Sentry SDKs send envelopes to when no DSN is
// configured, at the path Sentry's own ingest uses, and the staff list on /errors.
import { z } from 'zod';
import {
  ERROR_REPORT_LIMITS,
  envelopeAcceptedSchema,
  envelopeBodySchema,
  envelopeParamsSchema,
  envelopeQuerySchema,
  errorReportMemberSchema,
  errorReportSchema,
} from '../error-reports.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['error reports'];

export const errorReportEndpoints = {
  errorEnvelope: endpoint({
    method: 'POST',
    path: '/api/:projectId/envelope/',
    summary: "A Sentry envelope from the app's or the API's SDK; its error events are kept for /errors",
    description: `Sent as text/plain (the browser SDK) or application/x-sentry-envelope, at most ${ERROR_REPORT_LIMITS.envelopeBytes} bytes (413 beyond). sentry_key must be the project's public key (401). An envelope that does not parse, or an event without the fields an error needs, is 400 and nothing is kept. 429 with Retry-After past ${ERROR_REPORT_LIMITS.envelopesPerWindow} envelopes per client per ${ERROR_REPORT_LIMITS.windowSeconds} seconds. Items other than events (sessions, client reports) are accepted and dropped.`,
    tags,
    params: envelopeParamsSchema,
    query: envelopeQuerySchema,
    body: envelopeBodySchema,
    responses: { 200: envelopeAcceptedSchema },
    problems: [400, 401, 413, 415, 429],
  }),
  staffErrorReportsMe: endpoint({
    method: 'GET',
    path: '/api/v1/staff/errors/me',
    summary: 'The signed-in staff member, if the account may read error reports (403 otherwise)',
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: errorReportMemberSchema },
    problems: [401, 403],
  }),
  staffErrorReports: endpoint({
    method: 'GET',
    path: '/api/v1/staff/errors',
    summary: `The ${ERROR_REPORT_LIMITS.listed} most recently seen error reports, with their stacks source-mapped`,
    description: "Needs an editor account's bearer token (401 without one, 403 for a store account).",
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(errorReportSchema) },
    problems: [401, 403],
  }),
};
