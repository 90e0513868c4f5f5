// The guest's engagement id: made once and kept in local storage, so a guest's viewed and dismissed
// cards stay so across visits on this device (a signed-in customer is their account instead).
import { presentId } from '@storefront/domain';

export const DEVICE_ID_KEY = 'engagement_device';
const SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function engagementDeviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    // A blank guid counts as no id (spec document 0 section 5): a new one is made.
    if (kept && SHAPE.test(kept) && presentId(kept)) return kept;
    const id = newId();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage blocked: an id for this page only.
    return (memoryId ??= newId());
  }
}

let memoryId: string | undefined;
