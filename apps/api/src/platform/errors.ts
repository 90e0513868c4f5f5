import type { ErrorCode, FieldError, Problem } from '@storefront/contract';

export type { Problem };
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseFailure, loggableDatabaseError } from './database-failure.ts';

const PROBLEM_TYPE = 'application/problem+json';

/** How long a client is asked to wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const UNSTORABLE_TEXT_REQUEST_MESSAGE =
  'The request holds text that cannot be stored (a NUL character or an unpaired surrogate).';

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

/** A basket that breaks a rule is 412 BasketNotValid wherever it is found (spec document 1, section 4). */
export const BASKET_NOT_VALID_STATUS = 412;
export const basketNotValid = (message: string, extra: Record<string, unknown> = {}) =>
  new AppError(BASKET_NOT_VALID_STATUS, 'BasketNotValid', message, [], extra);

/** A basket rule's refusal (packages/domain): BasketNotValid at its one status, other codes at `status`. */
export const basketRuleError = (failure: { code: ErrorCode; message: string }, status: number) =>
  failure.code === 'BasketNotValid'
    ? basketNotValid(failure.message)
    : new AppError(status, failure.code, failure.message);

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
  414: 'URI Too Long',
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

/**
 * Fastify's router refuses some URLs before any route or hook runs: a percent-encoding that is
 * not UTF-8 (400; a lone surrogate can only arrive this way), a path segment over maxParamLength
 * (414). They get problem details like everything else (Fastify's `frameworkErrors`).
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, problem(414, 'InvalidRequest', 'A part of the address is too long.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, problem(400, 'InvalidRequest', 'The address holds an encoding that is not valid UTF-8.'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error({ err: error }, 'router error');
  return sendProblem(
    reply,
    status >= 500
      ? problem(500, 'InternalError', 'Something went wrong! We apologise for the inconvenience.')
      : problem(status, codeForClientStatus(status), error.message),
  );
}

/** Answers a request no route matched, when it is not for the API (the app's own paths). */
export type Fallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Sends an unexpected failure to error reporting (modules/error-reports/server-error-reporter.ts). */
export type ReportServerError = (error: unknown, request: FastifyRequest) => void;

export function registerErrorHandling(app: FastifyInstance, fallback?: Fallback, report?: ReportServerError) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // RFC 9110: a 429 (or 503) says when to come back.
      const retryAfter = error.extra.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendProblem(reply, problem(error.status, error.code, error.message, error.errors, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const names = errors.map((e) => e.field).join(', ');
      return sendProblem(reply, problem(400, 'InvalidRequest', `Invalid request: ${names}.`, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      report?.(error, request);
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
    const databaseFailure = classifyDatabaseFailure(error);
    if (databaseFailure === 'unavailable') {
      request.log.warn(loggableDatabaseError(error), 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(503, 'ServiceUnavailable', SERVICE_UNAVAILABLE_MESSAGE));
    }
    if (databaseFailure === 'unstorable-text') {
      request.log.warn(loggableDatabaseError(error), 'text the database cannot store reached a query');
      return sendProblem(reply, problem(400, 'InvalidRequest', UNSTORABLE_TEXT_REQUEST_MESSAGE));
    }
    request.log.error(loggableDatabaseError(error), 'unhandled error');
    report?.(error, request);
    // 5xx internals are never shown to the client.
    return sendProblem(
      reply,
      problem(500, 'InternalError', 'Something went wrong! We apologise for the inconvenience.'),
    );
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await fallback?.(request, reply)) return reply;
    return sendProblem(reply, problem(404, 'NotFound', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
