// Deep links into the native app (spec section 2): a link to the app's own host that is one of its
// routes is routed in-app by path plus query; any other link opens in the in-app browser, so the
// app's web view never navigates to a foreign or unknown host. A link with utm_source, utm_medium
// and utm_campaign sends the campaign-details event.
import { trackCampaign } from '../analytics/campaign.ts';

export type DeepLink = { kind: 'in-app'; to: string } | { kind: 'browser'; url: string } | { kind: 'refused' };

export function classifyDeepLink(link: string, appHost: string, isInternalRoute: (path: string) => boolean): DeepLink {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: 'refused' };
  }
  if (url.host === appHost && isInternalRoute(url.pathname))
    return { kind: 'in-app', to: `${url.pathname}${url.search}` };
  // Only web addresses go to the browser; other schemes (javascript:, file: ...) go nowhere.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused' };
  return { kind: 'browser', url: url.href };
}

export function campaignFromLink(link: string): void {
  let params: URLSearchParams;
  try {
    params = new URL(link).searchParams;
  } catch {
    return;
  }
  trackCampaign({
    last_source: params.get('utm_source'),
    last_medium: params.get('utm_medium'),
    last_campaign: params.get('utm_campaign'),
    last_term: params.get('utm_term'),
    last_content: params.get('utm_content'),
  });
}

export interface DeepLinkDeps {
  appHost: string;
  isInternalRoute(path: string): boolean;
  navigate(to: string): void;
  openBrowser(url: string): Promise<void>;
}

export async function handleDeepLink(link: string, deps: DeepLinkDeps): Promise<DeepLink> {
  const target = classifyDeepLink(link, deps.appHost, deps.isInternalRoute);
  campaignFromLink(link);
  if (target.kind === 'in-app') deps.navigate(target.to);
  else if (target.kind === 'browser') await deps.openBrowser(target.url);
  return target;
}
