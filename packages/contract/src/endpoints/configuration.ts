// Discovery service (spec document 2, section 7): the settings and uris maps the app starts from.
import { configurationSchema } from '../configuration.ts';
import { endpoint } from './define.ts';

export const configurationEndpoints = {
  configuration: endpoint({
    method: 'GET',
    path: '/api/v1/Configuration',
    summary: 'Discovery service: the settings and uris maps',
    tags: ['configuration'],
    responses: { 200: configurationSchema },
    problems: [500],
  }),
};
