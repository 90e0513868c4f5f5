// The process's own probes, outside /api/v1: alive, and able to reach its database.
import { healthSchema, readinessSchema } from '../health.ts';
import { endpoint } from './define.ts';

const tags = ['platform'];

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'The process is alive',
    tags,
    responses: { 200: healthSchema },
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'The database is reachable',
    tags,
    // 503 answers the same shape (status 'unavailable', database 'down'), not a problem.
    responses: { 200: readinessSchema, 503: readinessSchema },
  }),
};
