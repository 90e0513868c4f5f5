import { describe, expect, it } from 'vitest';
import { observedPaint } from './observed-paint.ts';

const run = (paint: number | undefined, requests: { resourceType?: string; networkEndTime?: number }[]) => ({
  audits: {
    metrics: { details: { items: [paint === undefined ? {} : { observedLargestContentfulPaint: paint }] } },
    'network-requests': { details: { items: requests } },
  },
});

describe('observedPaint', () => {
  it('counts the scripts whose loading ended by the observed largest paint, and nothing else', () => {
    const figures = observedPaint(
      run(300.4, [
        { resourceType: 'Document', networkEndTime: 20 },
        { resourceType: 'Script', networkEndTime: 200 },
        { resourceType: 'Script', networkEndTime: 300.4 },
        { resourceType: 'Script', networkEndTime: 300.5 },
        { resourceType: 'Stylesheet', networkEndTime: 100 },
        { resourceType: 'Script' },
      ]),
    );
    expect(figures).toEqual({ lcpMs: 300, scriptsBefore: 2 });
  });

  it('gives 0 and 0 for a run without the figures', () => {
    expect(observedPaint({ audits: {} })).toEqual({ lcpMs: 0, scriptsBefore: 0 });
    expect(observedPaint(run(undefined, [{ resourceType: 'Script', networkEndTime: 5 }]))).toEqual({
      lcpMs: 0,
      scriptsBefore: 0,
    });
  });
});
