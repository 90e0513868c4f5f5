import { CONTENT_LIMITS, endpoints, MISSING_CONTENT_KEY } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import type { ConfigurationSource } from '../config/configuration-source.ts';
import { versionedCache } from './content-cache.ts';
import type { ContentVersion } from './content-version.ts';
import { contentRepository } from './content.repository.ts';

const CACHE_SECONDS = 300;

function contentKeyOf(settings: Record<string, unknown>): string | undefined {
  const entry = settings.API_CONTENT_KEY;
  return entry && typeof entry === 'object' && 'key' in entry && typeof entry.key === 'string' ? entry.key : undefined;
}

function invalidUuids(): AppError {
  return new AppError(400, 'InvalidRequest', 'by_uuids takes at most 50 uuids', [
    { field: 'query.by_uuids', message: `at most ${CONTENT_LIMITS.uuidBatch} comma-separated uuids` },
  ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The content service's read API, shaped like Storyblok's CDN v2 (decision 140): stories by slug
 * prefix, by full slug and by uuid, datasource entries and the space with its version `cv`.
 */
export const contentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  configuration: ConfigurationSource;
  versions: ContentVersion;
  redis?: Redis | undefined;
}> = async (app, { db, configuration, versions, redis }) => {
  const repository = contentRepository(db);
  /**
   * Answers as JSON text, per published version: checked against the endpoint's schema and
   * serialised once, when made (a story list is large, and checking it on every read was most of a
   * read's cost); later reads of the same version send the same text.
   */
  const answers = versionedCache<{ json: string; total?: number }>();
  const limiter = createLimiter({
    name: 'content',
    points: CONTENT_LIMITS.requestsPerSecond,
    durationSeconds: 1,
    redis,
  });

  /** The budget per client, then the public key; answers the current `cv`. */
  async function admit(request: FastifyRequest, reply: FastifyReply, token: string | undefined, cv?: number) {
    await limiter.consume(request.ip);
    const expected = contentKeyOf((await configuration.get()).settings);
    if (!token || !expected || token !== expected) throw new AppError(401, 'Unauthorized', MISSING_CONTENT_KEY);
    const current = await versions.current();
    // A read asking for the current version may be kept for the cache window; any other is not.
    reply.header('cache-control', cv === current ? `public, max-age=${CACHE_SECONDS}` : 'no-cache');
    return current;
  }

  /** The cached text of an answer for this version, made by `make` (with the list's total) when missing. */
  async function sendAnswer(
    reply: FastifyReply,
    schema: z.ZodType,
    cv: number,
    key: string,
    make: () => Promise<{ body: unknown; total?: number } | undefined>,
  ) {
    const answer = await answers.get(cv, key, async () => {
      const made = await make();
      if (!made) throw new AppError(404, 'NotFound', 'This story does not exist');
      return { json: JSON.stringify(z.encode(schema, made.body)), total: made.total };
    });
    if (answer.total !== undefined) reply.header('total', String(answer.total));
    return reply
      .type('application/json; charset=utf-8')
      .serializer((payload) => payload as string)
      .send(answer.json);
  }

  serveEndpoint(app, endpoints.contentStories, async (request, reply) => {
    const query = request.query;
    const cv = await admit(request, reply, query.token, query.cv);
    const uuids = query.by_uuids?.split(',').filter(Boolean);
    if (uuids && (uuids.length > CONTENT_LIMITS.uuidBatch || !uuids.every((u) => UUID.test(u)))) throw invalidUuids();
    const tags = query['filter_query[category][in]']?.split(',').filter(Boolean);
    const key = JSON.stringify(['stories', query.starts_with, uuids, tags, query.page, query.per_page]);
    reply.header('per-page', String(query.per_page));
    return sendAnswer(reply, endpoints.contentStories.responses[200], cv, key, async () => {
      const result = await repository.stories(
        { startsWith: query.starts_with, uuids, tags },
        query.page,
        query.per_page,
      );
      return { body: { stories: result.stories, cv, rels: [], links: [] }, total: result.total };
    });
  });

  serveEndpoint(app, endpoints.contentStory, async (request, reply) => {
    const cv = await admit(request, reply, request.query.token, request.query.cv);
    const slug = request.params['*'];
    return sendAnswer(reply, endpoints.contentStory.responses[200], cv, JSON.stringify(['story', slug]), async () => {
      const story = await repository.story(slug);
      return story ? { body: { story, cv, rels: [], links: [] } } : undefined;
    });
  });

  serveEndpoint(app, endpoints.contentDatasourceEntries, async (request, reply) => {
    const query = request.query;
    const cv = await admit(request, reply, query.token, query.cv);
    const key = JSON.stringify(['datasource', query.datasource, query.page, query.per_page]);
    reply.header('per-page', String(query.per_page));
    return sendAnswer(reply, endpoints.contentDatasourceEntries.responses[200], cv, key, async () => {
      const result = await repository.datasourceEntries(query.datasource, query.page, query.per_page);
      return { body: { datasource_entries: result.entries }, total: result.total };
    });
  });

  // The app asks for the space to learn `cv`: answered from memory too, read once per version.
  serveEndpoint(app, endpoints.contentSpace, async (request, reply) => {
    const cv = await admit(request, reply, request.query.token);
    reply.header('cache-control', 'no-cache');
    return sendAnswer(reply, endpoints.contentSpace.responses[200], cv, 'space', async () => {
      const space = await repository.space();
      if (!space) throw new Error('The content space is not seeded');
      const { id, name, domain } = space;
      // The version this instance serves, which the database had when it was last checked or later.
      return { body: { space: { id, name, domain, version: cv, language_codes: [] } } };
    });
  });
};
