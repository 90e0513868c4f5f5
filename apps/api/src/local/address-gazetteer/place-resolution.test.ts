import { describe, expect, it } from 'vitest';
import { withSpecLimits } from '../../modules/address/address-lookup.ts';
import { createXmlAddressLookup } from '../../modules/address/xml-address-lookup.ts';
import { createGazetteerPlaceResolver, sharedLocalityIndex } from './gazetteer-address-lookup.ts';
import { gazetteerTransport } from './gazetteer-xml.ts';

// Store searches by place ask the gazetteer in process when it is the provider (services.ts);
// this holds them to the point the XML route gives for the same text.

const direct = createGazetteerPlaceResolver();
const throughXml = withSpecLimits(createXmlAddressLookup({ transport: gazetteerTransport() }));

async function placePoint(lookup: typeof throughXml, text: string) {
  const first = (await lookup.search(text)).picklist[0];
  const address = first && (await lookup.getByMoniker(first.moniker));
  return address ? { latitude: address.latitude, longitude: address.longitude } : null;
}

describe('a place searched in process', () => {
  it('resolves to the point the XML route gives, for suburbs, postcodes and streets as typed', async () => {
    const index = await sharedLocalityIndex();
    const texts = [
      // A street line no moniker may carry: the route's answer is no address, and so is this.
      `${'9'.repeat(5)} ${'Long'.repeat(60)} Street Parramatta`,
      'Parramatta',
      'parramatta nsw 2150',
      '2150',
      '215',
      'Harris Park, NSW',
      '12 Smith St Parramatta',
      'no such place',
    ];
    // Every 60th locality, in the forms customers type.
    for (let id = 1, n = 0; n < 250 && id < 40_000; id += 60) {
      const locality = index.byId(id);
      if (!locality) continue;
      n++;
      texts.push(
        `${locality.name} ${locality.state} ${locality.postcode}`,
        `${locality.name.toLowerCase()} ${locality.postcode}`,
        `${locality.name}, ${locality.state}`,
        `1 Main Street ${locality.name}`,
      );
    }
    let found = 0;
    for (const text of texts) {
      const point = await direct(text);
      expect(point, text).toEqual(await placePoint(throughXml, text));
      if (point) found++;
    }
    expect(found).toBeGreaterThan(texts.length / 2);
  });
});
