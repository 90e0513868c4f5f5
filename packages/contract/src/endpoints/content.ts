// The content service's read API, shaped like Storyblok's CDN v2 (decision 140): stories by slug
// prefix, by full slug and by uuid, datasource entries and the space with its version `cv`.
import {
  CONTENT_LIMITS,
  datasourceEntriesQuerySchema,
  datasourceEntriesResponseSchema,
  MISSING_CONTENT_KEY,
  spaceQuerySchema,
  spaceResponseSchema,
  storiesQuerySchema,
  storiesResponseSchema,
  storyParamsSchema,
  storyQuerySchema,
  storyResponseSchema,
} from '../content.ts';
import { endpoint } from './define.ts';

const tags = ['content'];
// Past the budget a client is answered 429 with Retry-After; without the public key, 401.
const problems = [401, 429] as const;

export const contentEndpoints = {
  contentStories: endpoint({
    method: 'GET',
    path: '/api/v1/content/cdn/stories',
    summary: 'Stories by slug prefix, blog category or uuid batch, paged (25 by default)',
    description: `At most ${CONTENT_LIMITS.requestsPerSecond} requests a second per client (429 with Retry-After past it); 401 '${MISSING_CONTENT_KEY}' without the public key. Total and Per-Page headers give the paging.`,
    tags,
    query: storiesQuerySchema,
    responses: { 200: storiesResponseSchema },
    problems,
  }),
  /** The full slug is the rest of the path (`*`), slashes included. */
  contentStory: endpoint({
    method: 'GET',
    path: '/api/v1/content/cdn/stories/*',
    summary: 'One story by its full slug (e.g. blog/smoky-brisket-is-here)',
    tags,
    params: storyParamsSchema,
    query: storyQuerySchema,
    responses: { 200: storyResponseSchema },
    problems: [404, 414, ...problems],
  }),
  contentDatasourceEntries: endpoint({
    method: 'GET',
    path: '/api/v1/content/cdn/datasource_entries',
    summary:
      'Entries of a datasource: dictionary (up to 500), feature flags, blacklisted user agents, offer categories',
    tags,
    query: datasourceEntriesQuerySchema,
    responses: { 200: datasourceEntriesResponseSchema },
    problems,
  }),
  contentSpace: endpoint({
    method: 'GET',
    path: '/api/v1/content/cdn/spaces/me',
    summary: 'The content space and its published version (cv), bumped by every publish',
    tags,
    query: spaceQuerySchema,
    responses: { 200: spaceResponseSchema },
    problems,
  }),
};
