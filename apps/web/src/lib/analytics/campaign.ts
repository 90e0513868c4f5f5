// Spec document 0 section 2: a visit arriving with utm_source, utm_medium and utm_campaign sends a
// campaign-details event with source, medium, campaign, term and content.
import { track } from '../analytics.ts';
import type { Attribution } from '../session/session-store.ts';

export function trackCampaign(attribution: Attribution): void {
  const { last_source: source, last_medium: medium, last_campaign: campaign } = attribution;
  if (!source || !medium || !campaign) return;
  track('campaign_details', {
    source,
    medium,
    campaign,
    term: attribution.last_term,
    content: attribution.last_content,
  });
}
