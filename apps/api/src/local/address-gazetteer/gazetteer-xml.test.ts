import { describe, expect, it } from 'vitest';
import {
  getAddressRequestXml,
  readAddressAnswer,
  readPicklistAnswer,
  searchRequestXml,
} from '../../modules/address/address-xml.ts';
import { createXmlAddressLookup } from '../../modules/address/xml-address-lookup.ts';
import { answerAddressXml, gazetteerTransport } from './gazetteer-xml.ts';
import { createGazetteerAddressLookup } from './gazetteer-address-lookup.ts';

const gazetteer = createGazetteerAddressLookup();

describe('the gazetteer answering the XML protocol', () => {
  it('answers a search with a picklist, and a moniker with the address and its coordinates', async () => {
    const search = await answerAddressXml(gazetteer, searchRequestXml('12 Smith St Parramatta'));
    expect(search.status).toBe(200);
    const [first] = readPicklistAnswer(search.body);
    expect(first).toMatchObject({ street: '12 Smith Street', locality: 'Parramatta', state: 'NSW', postcode: '2150' });

    const get = await answerAddressXml(gazetteer, getAddressRequestXml(first!.moniker));
    const address = readAddressAnswer(get.body, first!.moniker);
    expect(address).toEqual(await gazetteer.getByMoniker(first!.moniker));
  });

  it('answers a malformed request with a 400 fault, not an exception', async () => {
    const answer = await answerAddressXml(gazetteer, '<QASearch>');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<QAFault><Message>Malformed XML');
  });

  it('through the adapter, answers exactly what the gazetteer itself answers', async () => {
    const adapter = createXmlAddressLookup({ transport: gazetteerTransport(gazetteer) });
    expect(await adapter.search('2150')).toEqual(await gazetteer.search('2150'));
    expect(await adapter.getByMoniker('not-a-moniker')).toBeNull();
  });
});
