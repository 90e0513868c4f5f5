// Every decision record has its status and the alternatives considered, and the index lists them all.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  INDEX_FILE,
  decisionIndexSource,
  parseDecisionRecord,
  readDecisionRecords,
  recordProblems,
} from './decision-index.ts';

const root = resolve(import.meta.dirname, '../../..');
const records = readDecisionRecords(root);

describe('decision records', () => {
  it('each has a numbered heading, a status line and the alternatives considered', () => {
    const incomplete = records
      .map((r) => ({
        file: r.file,
        problems: recordProblems(r, readFileSync(join(root, DECISIONS_DIR, r.file), 'utf8')),
      }))
      .filter((r) => r.problems.length > 0);
    expect(incomplete).toEqual([]);
  });

  it('numbers are not used twice', () => {
    const numbers = records.map((r) => r.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('README.md indexes every record with its status (run npm run docs:decisions when this fails)', () => {
    const index = readFileSync(join(root, DECISIONS_DIR, INDEX_FILE), 'utf8');
    expect(index).toBe(decisionIndexSource(records));
  });

  it('reads a record: number, title, status and whether alternatives are given', () => {
    const text = '# 042 Upsell popups\n\nStatus: superseded by 160\n\nWhy.\n\n## Alternatives considered\n\n- None.\n';
    const record = parseDecisionRecord('042-upsell-popups.md', text);
    expect(record).toEqual({
      file: '042-upsell-popups.md',
      number: '042',
      title: 'Upsell popups',
      status: 'superseded by 160',
      hasAlternatives: true,
    });
    expect(recordProblems(record, text)).toEqual([]);
    expect(recordProblems(parseDecisionRecord('042-x.md', '# 041 X\n'), '# 041 X\n')).toEqual([
      "heading number 041 is not the file's 042",
      'no "Status: ..." line',
      'no alternatives considered',
    ]);
  });
});
