import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalog } from './db/seed.ts';
import { EnvError, loadEnv } from './env.ts';
import { StartupRefusal } from './modules/staff/development-passwords.ts';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    // One line naming the variable, and no stack: the operator has a typo to fix.
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({ url: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
await database.migrate();
const app = await buildApp({ env, database, recoverPaymentsOnStart: true });
if (env.SEED_ON_START) {
  const report = await seedCatalog(database.db, { developmentStaffPasswords: env.NODE_ENV !== 'production' });
  app.log.info({ rowsWritten: report }, 'catalogue seeded');
}
app.log.info(
  { database: database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.PGLITE_DATA_DIR})` },
  'database ready',
);

// SIGTERM: stop taking connections, let requests in flight finish, then close the database.
closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

let address;
try {
  address = await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  if (!(error instanceof StartupRefusal)) throw error;
  console.error(error.message);
  await app.close();
  await database.close();
  process.exit(1);
}
const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
app.log.info({ url: shown }, 'storefront listening');
console.log(`Storefront ready at ${shown}`);
