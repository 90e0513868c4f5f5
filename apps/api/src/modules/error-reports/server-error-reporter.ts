// The API's own unexpected failures (a 5xx from the error handler) go to Sentry through the Node SDK.
// With SENTRY_DSN they go to Sentry itself; without one the SDK still builds and serialises its real
// envelope, and an in-process transport hands it to the same sink the app's envelopes reach over
// HTTP (no request to ourselves: the server may not be listening, as in tests). One client per app,
// on its own scope: nothing global, no instrumentation patched into other libraries.
import { createTransport, type Transport, type TransportMakeRequestResponse } from '@sentry/core';
import { defaultStackParser, linkedErrorsIntegration, makeNodeTransport, NodeClient, Scope } from '@sentry/node';
import { ERROR_REPORT_PROJECTS } from '@storefront/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { maskSecretQuery, withoutSecretHeaders } from '../../platform/logging.ts';
import type { ErrorReportsService } from './error-reports.service.ts';

export interface ServerErrorReporter {
  /** Reports an unexpected error with its request's context (secrets masked); never throws. */
  report(error: unknown, request: FastifyRequest): void;
  close(): Promise<void>;
}

/** The sink's address for the API's project; only its key and project id are read in-process. */
export const LOCAL_API_DSN = `http://${ERROR_REPORT_PROJECTS.api.publicKey}@localhost/${ERROR_REPORT_PROJECTS.api.id}`;

const decoder = new TextDecoder();

export function serverErrorReporter({
  dsn,
  release,
  environment,
  reports,
  log,
}: {
  dsn: string | undefined;
  release: string;
  environment: string;
  reports: Pick<ErrorReportsService, 'ingest'>;
  log: FastifyBaseLogger;
}): ServerErrorReporter {
  const toSink = (options: Parameters<typeof makeNodeTransport>[0]): Transport =>
    createTransport(options, async (request): Promise<TransportMakeRequestResponse> => {
      const body = typeof request.body === 'string' ? request.body : decoder.decode(request.body);
      try {
        await reports.ingest('api', body);
        return { statusCode: 200 };
      } catch (error) {
        log.warn({ err: error }, 'error report not kept');
        return { statusCode: 400 };
      }
    });
  const client = new NodeClient({
    dsn: dsn ?? LOCAL_API_DSN,
    release,
    environment,
    stackParser: defaultStackParser,
    integrations: [linkedErrorsIntegration()],
    transport: dsn ? makeNodeTransport : toSink,
    sendClientReports: false,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();

  return {
    report(error, request) {
      try {
        const requestScope = scope.clone();
        requestScope.setTag('request_id', String(request.id));
        requestScope.addEventProcessor((event) => ({
          ...event,
          request: {
            method: request.method,
            url: `${request.protocol}://${request.host}${maskSecretQuery(request.url)}`,
            headers: withoutSecretHeaders(request.headers),
          },
        }));
        requestScope.captureException(error);
      } catch (failure) {
        log.warn({ err: failure }, 'error report not sent');
      }
    },
    async close() {
      await client.close(2000);
    },
  };
}
