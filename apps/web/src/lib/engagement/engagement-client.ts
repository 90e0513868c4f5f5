// The engagement SDK's calls, keyed by settings.API_BRAZE_KEY. The customer's access token is sent
// when one is held, but a refusal never ends the login (auth: false): an engagement call failing
// must not sign anyone out. Guests are their device id.
import type { ContentCard, InAppMessage } from '@storefront/contract';
import { ENGAGEMENT_KEY_HEADER } from '@storefront/contract/http';
import { callApi } from '../api/call-api.ts';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { validAccessToken } from '../session/access-token.ts';
import { useLocationStore } from '../session/location-store.ts';
import { engagementDeviceId } from './device-id.ts';

export type EngagementAction = 'viewed' | 'clicked' | 'dismissed';

/** The configured SDK key; null when the configuration has none (nothing is called then). */
export function engagementKey(): string | null {
  const setting = useConfigurationStore.getState().configuration?.settings.API_BRAZE_KEY;
  return setting && typeof setting.key === 'string' && setting.key ? setting.key : null;
}

function headers(key: string): Record<string, string> {
  const token = validAccessToken();
  return { [ENGAGEMENT_KEY_HEADER]: key, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

const viewer = () => {
  const storeId = useLocationStore.getState().storeId;
  return { deviceId: engagementDeviceId(), ...(storeId > 0 ? { storeId } : {}) };
};

export function fetchContentCards(key: string, signal?: AbortSignal): Promise<ContentCard[]> {
  return callApi('engagementContentCards', { query: viewer(), headers: headers(key), signal, auth: false });
}

export function fetchInAppMessages(key: string, signal?: AbortSignal): Promise<InAppMessage[]> {
  return callApi('engagementInAppMessages', { query: viewer(), headers: headers(key), signal, auth: false });
}

export function markContentCard(key: string, id: string, action: EngagementAction) {
  return callApi('engagementContentCardState', {
    params: { id },
    body: { action, ...viewer() },
    headers: headers(key),
    auth: false,
  });
}

export function markInAppMessage(key: string, id: string, action: EngagementAction) {
  return callApi('engagementInAppMessageState', {
    params: { id },
    body: { action, ...viewer() },
    headers: headers(key),
    auth: false,
  });
}

/** A custom event for this viewer (document 1 section 7), e.g. a campaign claimed. */
export function recordEngagementEvent(
  key: string,
  name: string,
  properties: Record<string, string | number | boolean>,
) {
  const { deviceId } = viewer();
  return callApi('engagementCustomEvent', { body: { name, properties, deviceId }, headers: headers(key), auth: false });
}
