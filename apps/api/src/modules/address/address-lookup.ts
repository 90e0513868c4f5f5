import {
  ADDRESS_LOOKUP_TIMEOUT_MS,
  ADDRESS_SEARCH_THRESHOLD,
  type Address,
  type AddressPicklist,
} from '@storefront/contract';
import { createGazetteerAddressLookup } from '../../local/address-gazetteer/gazetteer-address-lookup.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The address-validation service as the API sees it. The local gazetteer implements it by
 * default; a real provider adapter implements the same two calls.
 */
export interface AddressLookup {
  /** Suggestions for free text the customer typed. */
  search(text: string): Promise<AddressPicklist>;
  /** One address by the moniker of a suggestion; null when the moniker names nothing. */
  getByMoniker(moniker: string): Promise<Address | null>;
}

const unavailable = () =>
  new AppError(503, 'ServiceUnavailable', 'Address lookup is not available right now. Please try again.');

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

/** The lookup used when no real provider is configured: the local gazetteer. */
export function defaultAddressLookup(): AddressLookup {
  return withSpecLimits(createGazetteerAddressLookup());
}
