// The index of decision records (docs/decisions/README.md), built from the records themselves: each
// record's number, title and status line. `npm run docs:decisions` rewrites it; a test fails when a
// record lacks its status line or its alternatives, or when the index is stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS_DIR = 'docs/decisions';
export const INDEX_FILE = 'README.md';

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  /** The words after "Status:" ("accepted", "superseded by 163" ...). */
  status: string | null;
  hasAlternatives: boolean;
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

export function readDecisionRecords(root: string): DecisionRecord[] {
  const dir = join(root, DECISIONS_DIR);
  return readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => parseDecisionRecord(file, readFileSync(join(dir, file), 'utf8')));
}

export function parseDecisionRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const heading = /^# (\d{3}) (.+)$/m.exec(text);
  return {
    file,
    number,
    title: heading?.[2]?.trim() ?? '',
    status: /^Status: (.+)$/m.exec(text)?.[1]?.trim() ?? null,
    // A section of its own, or a paragraph or bullet that starts with it in a short record.
    hasAlternatives:
      /^(?:## |- |\*\*)?Alternatives? considered\b/im.test(text) || /\bAlternatives? considered:/i.test(text),
  };
}

/** What a record needs before it can be indexed; empty when it is complete. */
export function recordProblems(record: DecisionRecord, text: string): string[] {
  const problems: string[] = [];
  const heading = /^# (\d{3}) /m.exec(text);
  if (!heading) problems.push('no "# NNN Title" heading');
  else if (heading[1] !== record.number)
    problems.push(`heading number ${heading[1]} is not the file's ${record.number}`);
  if (!record.status) problems.push('no "Status: ..." line');
  if (!record.hasAlternatives) problems.push('no alternatives considered');
  return problems;
}

export function decisionIndexSource(records: readonly DecisionRecord[]): string {
  return [
    '# Decision records',
    '',
    'Each record says what was decided, why, and what else was considered. A record is never rewritten',
    'to mean something else: a later decision supersedes it, and its status line says so. Add a record',
    'as `NNN-short-title.md` (a `# NNN Title` heading, a `Status:` line, the decision and an',
    '`## Alternatives considered` section), then run `npm run docs:decisions` to rebuild this index.',
    '',
    '| No. | Decision | Status |',
    '|---|---|---|',
    ...records.map((r) => `| ${r.number} | [${r.title.replaceAll('|', '\\|')}](${r.file}) | ${r.status ?? ''} |`),
    '',
  ].join('\n');
}
