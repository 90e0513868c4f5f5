import { parseEnvelope } from '@sentry/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { serverErrorReporter } from './server-error-reporter.ts';

// Spec section 7: the API's unexpected failures reach error reporting with release 2.0.0 and their
// request's context, never its secrets (the request log's redaction list, decision 087).
describe('server error reporter', () => {
  it("sends a real envelope with release, environment and the request's context, secrets masked", async () => {
    const ingest = vi.fn(async () => ({ id: null }));
    const reporter = serverErrorReporter({
      dsn: undefined,
      release: '2.0.0',
      environment: 'production',
      reports: { ingest },
      log: { warn: vi.fn() } as unknown as FastifyBaseLogger,
    });
    const request = {
      id: 'req-7',
      method: 'POST',
      protocol: 'https',
      host: 'shop.example',
      url: '/api/v1/customer/token/refresh?refresh_token=r1&lang=en',
      headers: { authorization: 'Bearer staff-secret', cookie: 'sid=1', 'user-agent': 'Mozilla/5.0' },
    } as unknown as FastifyRequest;
    reporter.report(new Error('pool exhausted'), request);
    await reporter.close();

    expect(ingest).toHaveBeenCalledTimes(1);
    const [project, body] = ingest.mock.calls[0] as unknown as [string, string];
    expect(project).toBe('api');
    expect(body).not.toContain('staff-secret');
    expect(body).not.toContain('sid=1');
    expect(body).not.toContain('r1&');
    const [, [[header, event]]] = parseEnvelope(body) as unknown as [
      unknown,
      [[{ type: string }, Record<string, unknown>]],
    ];
    expect(header.type).toBe('event');
    expect(event).toMatchObject({
      release: '2.0.0',
      environment: 'production',
      tags: { request_id: 'req-7' },
      exception: { values: [{ type: 'Error', value: 'pool exhausted' }] },
      request: {
        method: 'POST',
        url: 'https://shop.example/api/v1/customer/token/refresh?refresh_token=[redacted]&lang=en',
        headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'Mozilla/5.0' },
      },
    });
  });
});
