import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedCatalog } from '../db/seed.ts';
import { loadEnv } from '../env.ts';
import { openTestDatabase } from './database.ts';
import { watchDocumentedStatuses } from './documented-statuses.ts';

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** One per test process: instances of one file share Redis counters, but no run sees an earlier run's. */
const redisKeyPrefix = `test-${randomBytes(4).toString('hex')}:`;

/**
 * Builds the app on a fresh seeded database, as fastify/demo's test helper does. Closing it fails
 * when any answer had a status the OpenAPI document does not list for that operation.
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    clock?: AppOptions['clock'];
    extraApiRoutes?: AppOptions['extraApiRoutes'];
    customerIdentity?: AppOptions['customerIdentity'];
    /** Log lines go here (at LOG_LEVEL, default info) instead of nowhere. */
    logStream?: AppOptions['logStream'];
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedCatalog(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    clock: options.clock,
    extraApiRoutes: options.extraApiRoutes,
    customerIdentity: options.customerIdentity,
  });
  const statuses = watchDocumentedStatuses(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      statuses.assertAllDocumented();
    },
  };
}
