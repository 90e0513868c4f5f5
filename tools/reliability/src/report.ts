// One printed line per check: what was done, the figure, and PASS, FAIL, NOT BUILT YET or INFO.

export type Verdict = 'PASS' | 'FAIL' | 'NOT BUILT YET' | 'INFO';

export interface CheckLine {
  check: string;
  done: string;
  figure: string;
  verdict: Verdict;
}

export const lines: CheckLine[] = [];

/** `info`: a figure printed without a verdict (a measure too noisy to judge in the quick subset). */
export function report(check: string, done: string, figure: string, passed: boolean | 'not built' | 'info'): CheckLine {
  const verdict: Verdict =
    passed === 'not built' ? 'NOT BUILT YET' : passed === 'info' ? 'INFO' : passed ? 'PASS' : 'FAIL';
  const line = { check, done, figure, verdict };
  lines.push(line);
  console.log(`${verdict.padEnd(13)} ${check}: ${done} -> ${figure}`);
  return line;
}

/** Any detail worth reading after a FAIL, indented under its line. */
export function detail(text: string) {
  console.log(`              ${text.slice(0, 2000).replaceAll('\n', '\n              ')}`);
}
