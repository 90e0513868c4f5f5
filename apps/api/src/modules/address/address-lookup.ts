import {
  ADDRESS_LOOKUP_TIMEOUT_MS,
  ADDRESS_SEARCH_THRESHOLD,
  type Address,
  type AddressPicklist,
} from '@storefront/contract';
import { AppError } from '../../platform/errors.ts';
import { ADDRESS_UNAVAILABLE_MESSAGE } from './address-messages.ts';

/**
 * The address-validation service as the API sees it. The XML adapter (xml-address-lookup.ts)
 * implements it against a provider's URL or the local gazetteer's route; services.ts chooses.
 */
export interface AddressLookup {
  /** Suggestions for free text the customer typed. */
  search(text: string): Promise<AddressPicklist>;
  /** One address by the moniker of a suggestion; null when the moniker names nothing. */
  getByMoniker(moniker: string): Promise<Address | null>;
}

const unavailable = () => new AppError(503, 'ServiceUnavailable', ADDRESS_UNAVAILABLE_MESSAGE);

async function within<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unavailable()), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Holds any provider to the spec's limits (section 9): a call that takes longer than the
 * time-out answers 503 instead of hanging the customer's search, and a picklist never
 * exceeds the search threshold whatever the provider sends.
 */
export function withSpecLimits(lookup: AddressLookup, timeoutMs = ADDRESS_LOOKUP_TIMEOUT_MS): AddressLookup {
  return {
    async search(text) {
      const { picklist } = await within(timeoutMs, lookup.search(text));
      return { picklist: picklist.slice(0, ADDRESS_SEARCH_THRESHOLD) };
    },
    getByMoniker: (moniker) => within(timeoutMs, lookup.getByMoniker(moniker)),
  };
}
