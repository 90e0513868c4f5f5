// Set-up file of the browser journeys: after a failed test, what its pages showed (failure-report.ts).
import { afterEach, beforeEach } from 'vitest';
import { failureReport, followTest } from './failure-report.ts';

beforeEach(({ task }) => followTest(task));

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = await failureReport();
  if (report) console.error(`Pages open when "${task.name}" failed:\n${report}`);
});
