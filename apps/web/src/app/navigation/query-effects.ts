// Query parameters that act on arrival (spec section 2, navigation behaviour).
import type { ServiceType } from '@storefront/domain';
import { trackCampaign } from '../../lib/analytics/campaign.ts';
import { EMPTY_ATTRIBUTION, type Attribution } from '../../lib/session/session-store.ts';

export const UTM_PARAMETERS = {
  utm_source: 'last_source',
  utm_medium: 'last_medium',
  utm_campaign: 'last_campaign',
  utm_term: 'last_term',
  utm_content: 'last_content',
} as const satisfies Record<string, keyof Attribution>;

export interface QueryEffects {
  /** Open the localisation modal on this tab. */
  localise?: ServiceType;
  debugMode?: true;
  attribution?: Attribution;
  irpid?: string;
}

export function queryEffects(params: URLSearchParams): QueryEffects {
  const effects: QueryEffects = {};
  if (params.has('localise')) effects.localise = params.get('localise') === 'delivery' ? 'delivery' : 'pickup';
  if (params.has('debugMode')) effects.debugMode = true;
  // A new campaign visit replaces the whole last-touch set: a term from an older campaign
  // must not be reported against this one.
  if (Object.keys(UTM_PARAMETERS).some((name) => params.has(name))) {
    const attribution: Attribution = { ...EMPTY_ATTRIBUTION };
    for (const [param, field] of Object.entries(UTM_PARAMETERS)) attribution[field] = params.get(param) || null;
    effects.attribution = attribution;
  }
  const irpid = params.get('irpid');
  if (irpid) effects.irpid = irpid;
  return effects;
}

export interface EffectTargets {
  openLocalisation(tab: ServiceType): void;
  setDebugMode(on: boolean): void;
  setAttribution(attribution: Attribution): void;
  saveReferralId(id: string): void;
}

export function applyQueryEffects(effects: QueryEffects, targets: EffectTargets): void {
  if (effects.localise) targets.openLocalisation(effects.localise);
  if (effects.debugMode) targets.setDebugMode(true);
  if (effects.attribution) {
    targets.setAttribution(effects.attribution);
    trackCampaign(effects.attribution);
  }
  if (effects.irpid) targets.saveReferralId(effects.irpid);
}
