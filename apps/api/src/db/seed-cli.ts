// `npm run seed`: migrate and load the catalogue into the configured database, then exit.
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { seedCatalog } from './seed.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  await database.migrate();
  const report = await seedCatalog(database.db, { developmentStaffPasswords: env.NODE_ENV !== 'production' });
  console.log(JSON.stringify({ database: database.kind, rowsWritten: report }));
} finally {
  await database.close();
}
