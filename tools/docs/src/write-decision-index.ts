// npm run docs:decisions: rewrites docs/decisions/README.md from the records.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DECISIONS_DIR, INDEX_FILE, decisionIndexSource, readDecisionRecords } from './decision-index.ts';

const root = resolve(import.meta.dirname, '../../..');
const records = readDecisionRecords(root);
writeFileSync(join(root, DECISIONS_DIR, INDEX_FILE), decisionIndexSource(records));
console.log(`indexed ${records.length} decision records in ${DECISIONS_DIR}/${INDEX_FILE}`);
