// `npm run staff:password -- <username>`: sets a store console password, read from standard input
// (never the command line, which shells and process lists keep), and signs the account out.
import { text } from 'node:stream/consumers';
import { loadEnv } from '../env.ts';
import { setStaffPassword, StaffPasswordError } from '../modules/staff/staff-password.ts';
import { openDatabase } from './client.ts';

const username = process.argv[2];
if (!username) {
  console.error('Usage: npm run staff:password -- <username>   (the new password on standard input)');
  process.exit(2);
}
if (process.stdin.isTTY) console.error(`New password for ${username}, then Enter and Ctrl-D:`);
const password = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  await database.migrate();
  await setStaffPassword(database.db, username, password);
  console.log(`Password set for ${username.trim().toLowerCase()}; its console sessions have ended.`);
} catch (error) {
  if (!(error instanceof StaffPasswordError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
