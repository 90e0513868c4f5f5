// The address-validation service's XML protocol (spec 000 sections 7 and 9), both sides.
import { ADDRESS_GET_THRESHOLD, ADDRESS_SEARCH_THRESHOLD, type Address } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  addressAnswerXml,
  AddressXmlError,
  getAddressRequestXml,
  noAddressAnswerXml,
  parseAddressXml,
  picklistAnswerXml,
  readAddressAnswer,
  readAddressRequest,
  readPicklistAnswer,
  searchRequestXml,
} from './address-xml.ts';

const address: Address = {
  moniker: 'm-1',
  addressLines: { street: '12 Smith Street', locality: 'Parramatta', state: 'NSW', postcode: '2150' },
  latitude: -33.8136,
  longitude: 151.0034,
  text: '12 Smith Street, Parramatta NSW 2150',
};

const answerWith = (lines: Record<string, string>) =>
  `<?xml version="1.0"?><QAGetAddressResult><QAAddress>${Object.entries(lines)
    .map(([label, line]) => `<AddressLine><Label>${label}</Label><Line>${line}</Line></AddressLine>`)
    .join('')}</QAAddress></QAGetAddressResult>`;

describe('requests (spec: POST with an XML body)', () => {
  it('a search is by text in the Australian country layout, threshold 25', () => {
    const xml = searchRequestXml('12 Smith St <Parramatta> & Co');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><QASearch /);
    expect(xml).toContain('Country="AUS"');
    expect(xml).toContain('Layout="AUSOnline"');
    expect(xml).toContain('Threshold="25"');
    expect(ADDRESS_SEARCH_THRESHOLD).toBe(25);
    expect(readAddressRequest(xml)).toEqual({ kind: 'search', text: '12 Smith St <Parramatta> & Co', threshold: 25 });
  });

  it('a get-address is by moniker, threshold 50', () => {
    const xml = getAddressRequestXml('abc"<>');
    expect(xml).toContain('Threshold="50"');
    expect(ADDRESS_GET_THRESHOLD).toBe(50);
    expect(readAddressRequest(xml)).toEqual({ kind: 'get', moniker: 'abc"<>' });
  });

  it('refuses a request of another country or layout, or of no known kind', () => {
    expect(() =>
      readAddressRequest('<QASearch Country="NZL" Layout="AUSOnline"><Search>x</Search></QASearch>'),
    ).toThrow(AddressXmlError);
    expect(() => readAddressRequest('<QASearch Country="AUS" Layout="Other"><Search>x</Search></QASearch>')).toThrow(
      AddressXmlError,
    );
    expect(() => readAddressRequest('<Hello/>')).toThrow(AddressXmlError);
  });
});

describe('answers', () => {
  it('a picklist round-trips, postcodes kept as text', () => {
    const entries = [
      {
        moniker: 'a',
        text: 'Darwin NT 0800',
        street: null,
        locality: 'Darwin',
        state: 'NT' as const,
        postcode: '0800',
      },
      {
        moniker: 'b',
        text: '12 Smith Street, Parramatta NSW 2150',
        street: '12 Smith Street',
        locality: 'Parramatta',
        state: 'NSW' as const,
        postcode: '2150',
      },
    ];
    expect(readPicklistAnswer(picklistAnswerXml(entries))).toEqual(entries);
    expect(readPicklistAnswer(picklistAnswerXml([]))).toEqual([]);
  });

  it('an address carries street- and address-level longitude and latitude lines', () => {
    const xml = addressAnswerXml(address);
    for (const label of [
      'Street level Longitude',
      'Street level Latitude',
      'Address level Longitude',
      'Address level Latitude',
    ])
      expect(xml).toContain(`<Label>${label}</Label>`);
    expect(readAddressAnswer(xml, 'm-1')).toEqual(address);
  });

  it('uses the address-level point when there is one, else the street-level point', () => {
    const place = { Street: '1 A St', Locality: 'Parramatta', 'State code': 'NSW', Postcode: '2150' };
    const both = answerWith({
      ...place,
      'Street level Longitude': '151',
      'Street level Latitude': '-33',
      'Address level Longitude': '151.5',
      'Address level Latitude': '-33.5',
    });
    expect(readAddressAnswer(both, 'm')).toMatchObject({ latitude: -33.5, longitude: 151.5 });
    const streetOnly = answerWith({ ...place, 'Street level Longitude': '151', 'Street level Latitude': '-33' });
    expect(readAddressAnswer(streetOnly, 'm')).toMatchObject({ latitude: -33, longitude: 151 });
    expect(() => readAddressAnswer(answerWith(place), 'm')).toThrow('no usable coordinates');
  });

  it('a moniker that names nothing is no address, not an error', () => {
    expect(readAddressAnswer(noAddressAnswerXml('gone'), 'gone')).toBeNull();
  });

  it.each([
    ['garbage', '<<<not xml at all'],
    ['unclosed', '<QASearchResult><QAPicklist>'],
    ['HTML error page', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['empty', ''],
    ['an entity bomb', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaa">]><QASearchResult/>'],
    [
      'a picklist entry without a moniker',
      '<QASearchResult><QAPicklist><PicklistEntry/></QAPicklist></QASearchResult>',
    ],
  ])('refuses %s as a picklist answer', (_name, xml) => {
    expect(() => readPicklistAnswer(xml)).toThrow(AddressXmlError);
  });

  it('refuses an answer over the size cap', () => {
    expect(() => parseAddressXml(`<a>${'x'.repeat(600 * 1024)}</a>`)).toThrow('too large');
  });
});
