/** What a Lighthouse result holds that is read here: its audits' details tables. */
export interface AuditDetails {
  audits: Record<string, { details?: { items?: unknown[] } } | undefined>;
}

/**
 * One run's largest paint in its own unthrottled load, and how many scripts had finished loading by
 * then: each of those Lighthouse's simulation charges to its simulated largest paint (decision 227).
 * The network requests' times count from the page's own request, which starts the load.
 */
export function observedPaint(lhr: AuditDetails): { lcpMs: number; scriptsBefore: number } {
  const metrics = lhr.audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined;
  const paint = metrics?.observedLargestContentfulPaint ?? 0;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    networkEndTime?: number;
  }[];
  const scriptsBefore = requests.filter(
    (request) => request.resourceType === 'Script' && (request.networkEndTime ?? Infinity) <= paint,
  ).length;
  return { lcpMs: Math.round(paint), scriptsBefore };
}
