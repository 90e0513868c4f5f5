// Feature flags for the menu, read from the configuration's settings when present (spec: flags
// come from configuration; a flag is { id, enabled } or a configured string). Absent means off.
import type { Configuration } from '@storefront/contract';
import { isFlagEnabled } from '@storefront/domain';

export const PIZZAS_PAGE_CATEGORY_FLAG = 'pizzas_page_category';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function flagValue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return isFlagEnabled(value);
  if (isRecord(value) && 'enabled' in value) return flagValue(value.enabled);
  return false;
}

/**
 * Looks in settings[id], then settings.FEATURE_FLAGS as a map ({ id: value }) or a list
 * ([{ id, enabled }]). Missing or unreadable flags are off.
 */
export function featureFlag(configuration: Configuration | undefined, id: string): boolean {
  const settings = configuration?.settings as Record<string, unknown> | undefined;
  if (!settings) return false;
  if (id in settings) return flagValue(settings[id]);
  const flags = settings.FEATURE_FLAGS;
  if (Array.isArray(flags)) {
    const flag = flags.find((f) => isRecord(f) && f.id === id);
    return flag ? flagValue(flag) : false;
  }
  if (isRecord(flags) && id in flags) return flagValue(flags[id]);
  return false;
}
