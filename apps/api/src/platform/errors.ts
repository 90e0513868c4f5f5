import type { ErrorCode, FieldError, Problem } from '@storefront/contract';

export type { Problem };
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const PROBLEM_TYPE = 'application/problem+json';

/**
 * An expected outcome the client must act on (the spec's codes and statuses). Thrown from
 * services and turned into problem details by the one error handler below.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NotFound', message);
export const invalidRequest = (message: string, errors: FieldError[] = []) =>
  new AppError(400, 'InvalidRequest', message, errors);

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(
  status: number,
  code: ErrorCode,
  message: string,
  errors: FieldError[] = [],
  extra: Record<string, unknown> = {},
): Problem & Record<string, unknown> {
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, code, message, errors, ...extra };
}

export function sendProblem(reply: FastifyReply, body: Problem & Record<string, unknown>) {
  return reply.code(body.status).type(PROBLEM_TYPE).send(body);
}

const contextNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function fieldErrorsOf(error: FastifyError): FieldError[] {
  const context = contextNames[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const pathPart = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: pathPart ? `${context}.${pathPart}` : context, message: issue.message ?? 'is invalid' };
  });
}

/** Maps statuses that Fastify itself raises (bad JSON, too large ...) to a code. */
function codeForClientStatus(status: number): ErrorCode {
  if (status === 404) return 'NotFound';
  if (status === 429) return 'TooManyRequests';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  return 'InvalidRequest';
}

/** Answers a request no route matched, when it is not for the API (the app's own paths). */
export type Fallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function registerErrorHandling(app: FastifyInstance, fallback?: Fallback) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, problem(error.status, error.code, error.message, error.errors, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const names = errors.map((e) => e.field).join(', ');
      return sendProblem(reply, problem(400, 'InvalidRequest', `Invalid request: ${names}.`, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return sendProblem(
        reply,
        problem(500, 'InternalError', 'Something went wrong! We apologise for the inconvenience.'),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Errors Fastify raises before a handler runs: malformed JSON, body too large, bad content type.
      return sendProblem(reply, problem(status, codeForClientStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    // 5xx internals are never shown to the client.
    return sendProblem(
      reply,
      problem(500, 'InternalError', 'Something went wrong! We apologise for the inconvenience.'),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return sendProblem(reply, problem(404, 'NotFound', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
