import {
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_PROJECTS,
  endpoints,
  errorReportProjects,
  type ErrorReportProject,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { ErrorReportsService } from './error-reports.service.ts';

/** The media types Sentry's transports send envelopes as (the browser's fetch sends a string as text/plain). */
export const ENVELOPE_MEDIA_TYPES = ['text/plain', 'application/x-sentry-envelope'];

const projectWithId = (id: string): ErrorReportProject =>
  errorReportProjects.find((project) => ERROR_REPORT_PROJECTS[project].id === id)!;

/**
 * The envelope sink (Sentry's ingest path, outside /api/v1) and the staff list. Only accounts with the
 * editor role, head office's web team, may read reports (decision 172): a store account is 403.
 */
export const errorReportRoutes: FastifyPluginAsyncZod<{ reports: ErrorReportsService; auth: StaffAuth }> = async (
  app,
  { reports, auth },
) => {
  await app.register(async (sink) => {
    // Envelopes are text: parsed as such here only (everything else in the API is JSON).
    sink.addContentTypeParser(
      ENVELOPE_MEDIA_TYPES,
      { parseAs: 'string', bodyLimit: ERROR_REPORT_LIMITS.envelopeBytes },
      (_request, body, done) => done(null, body),
    );
    serveEndpoint(
      sink,
      endpoints.errorEnvelope,
      async (request) => {
        const project = projectWithId(request.params.projectId);
        if (request.query.sentry_key !== ERROR_REPORT_PROJECTS[project].publicKey) {
          throw new AppError(401, 'Unauthorized', "sentry_key is not this project's public key.");
        }
        return reports.ingest(project, request.body);
      },
      // The budget is spent before the body is read, so a flood of bad envelopes is refused too.
      { bodyLimit: ERROR_REPORT_LIMITS.envelopeBytes, onRequest: async (request) => reports.admit(request.ip) },
    );
  });

  const reader = async (request: Parameters<typeof staffWithRole>[1]) => {
    try {
      return await staffWithRole(auth, request, 'editor');
    } catch (error) {
      if (error instanceof AppError && error.status === 403) {
        throw new AppError(403, 'Forbidden', 'This account cannot read error reports.');
      }
      throw error;
    }
  };

  serveEndpoint(app, endpoints.staffErrorReportsMe, async (request) => ({ name: (await reader(request)).name }));

  serveEndpoint(app, endpoints.staffErrorReports, async (request) => {
    await reader(request);
    return reports.latest();
  });
};
