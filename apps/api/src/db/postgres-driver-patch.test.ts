import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 185: the driver is patched (patches/postgres+3.4.9.patch, applied on install) so a write
// scheduled before a connection closed rejects its query instead of ending the process, and a
// statement that failed part-way through its rows cannot leave the next one a sparse array.

/** The package folder: require resolves to its cjs/src/index.js. */
const driverRoot = path.resolve(createRequire(import.meta.url).resolve('postgres'), '../../..');

describe('the patched PostgreSQL driver', () => {
  it.each(['src/connection.js', 'cjs/src/connection.js'])('%s guards writes after a close', (file) => {
    const source = readFileSync(path.join(driverRoot, file), 'utf8');
    expect(source).toMatch(/function nextWrite\(fn\) \{\s+if \(!socket\) \{/);
    // The write itself, closed() and terminate() each forget the timer and the buffered bytes.
    expect(source.match(/clearImmediate\(nextWriteTimer\)\n\s+chunk = nextWriteTimer = null/g)).toHaveLength(3);
  });

  it.each(['src/connection.js', 'cjs/src/connection.js'])('%s starts the rows of each statement at 0', (file) => {
    const source = readFileSync(path.join(driverRoot, file), 'utf8');
    // ReadyForQuery ends every statement: its new result starts with no rows.
    expect(source).toMatch(/errorResponse = null\n\s+result = new Result\(\)\n(\s+\/\/.*\n)+\s+rows = 0\n/);
  });
});
