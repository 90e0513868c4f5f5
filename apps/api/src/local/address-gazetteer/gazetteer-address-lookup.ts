import { ADDRESS_SEARCH_THRESHOLD, type Address, type AddressSuggestion } from '@storefront/contract';
import type { AddressLookup } from '../../modules/address/address-lookup.ts';
import { loadGazetteer, type GazetteerLocality } from './gazetteer-data.ts';
import { findLocalities } from './gazetteer-search.ts';
import { buildLocalityIndex, type LocalityIndex } from './locality-index.ts';
import { decodeMoniker, encodeMoniker, monikerCanCarry } from './moniker.ts';
import { streetCoordinates, type Point } from './street-coordinates.ts';
import { formatStreetLine, parseAddressText } from './street-line-parser.ts';

let sharedIndex: Promise<LocalityIndex> | undefined;

/**
 * The gazetteer index, built once per process on first use: loading 25 MB of JSON at start-up
 * would slow every boot and every test app that never looks an address up.
 */
export function sharedLocalityIndex(): Promise<LocalityIndex> {
  if (!sharedIndex) {
    const loading = loadGazetteer().then(buildLocalityIndex);
    sharedIndex = loading;
    // A failed load is not kept: the next lookup tries again.
    loading.catch(() => {
      if (sharedIndex === loading) sharedIndex = undefined;
    });
  }
  return sharedIndex;
}

const placeLine = (locality: GazetteerLocality) => `${locality.name} ${locality.state} ${locality.postcode}`;
const oneLine = (street: string | null, locality: GazetteerLocality) =>
  street ? `${street}, ${placeLine(locality)}` : placeLine(locality);

function suggestion(locality: GazetteerLocality, street: string | null): AddressSuggestion {
  return {
    moniker: encodeMoniker({ localityId: locality.id, street }),
    text: oneLine(street, locality),
    street,
    locality: locality.name,
    state: locality.state,
    postcode: locality.postcode,
  };
}

/** The local stand-in for the address-validation service (DESIGN section 5). */
export function createGazetteerAddressLookup({
  loadIndex = sharedLocalityIndex,
}: { loadIndex?: () => Promise<LocalityIndex> } = {}): AddressLookup {
  return {
    async search(text) {
      const index = await loadIndex();
      const parsed = parseAddressText(text);
      const street = formatStreetLine(parsed);
      const matches = findLocalities(index, text, parsed).slice(0, ADDRESS_SEARCH_THRESHOLD);
      return { picklist: matches.map(({ locality }) => suggestion(locality, street)) };
    },

    async getByMoniker(moniker): Promise<Address | null> {
      const content = decodeMoniker(moniker);
      if (!content) return null;
      const locality = (await loadIndex()).byId(content.localityId);
      if (!locality) return null;
      const { latitude, longitude } = streetCoordinates(locality, content.street);
      return {
        moniker,
        addressLines: {
          street: content.street,
          locality: locality.name,
          state: locality.state,
          postcode: locality.postcode,
        },
        latitude,
        longitude,
        text: oneLine(content.street, locality),
      };
    },
  };
}

/**
 * The point of a search's first suggestion, as getByMoniker of its moniker answers it, without
 * making and reading monikers (a hash each) for every suggestion: store searches by place need
 * only the point. Null where the search suggests nothing, or its moniker would not be accepted.
 */
export function createGazetteerPlaceResolver({
  loadIndex = sharedLocalityIndex,
}: { loadIndex?: () => Promise<LocalityIndex> } = {}): (text: string) => Promise<Point | null> {
  return async (text) => {
    const index = await loadIndex();
    const parsed = parseAddressText(text);
    const street = formatStreetLine(parsed);
    const [first] = findLocalities(index, text, parsed);
    if (!first || !monikerCanCarry(street)) return null;
    const { latitude, longitude } = streetCoordinates(first.locality, street);
    return { latitude, longitude };
  };
}
