import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedCatalog } from '../db/seed.ts';
import { loadEnv } from '../env.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** Builds the app on a fresh seeded database, as fastify/demo's test helper does. */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    clock?: AppOptions['clock'];
    extraApiRoutes?: AppOptions['extraApiRoutes'];
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedCatalog(database.db);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...options.env });
  const app = await buildApp({
    env,
    database,
    logger: false,
    clock: options.clock,
    extraApiRoutes: options.extraApiRoutes,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
