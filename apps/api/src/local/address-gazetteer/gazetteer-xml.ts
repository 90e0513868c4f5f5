// The local gazetteer speaking the address-validation service's XML protocol (address-xml.ts):
// what a provider would answer, computed from the gazetteer. Used by its route, and in-process by
// services that have no HTTP server to call (a built app without an injected transport).
import type { AddressLookup } from '../../modules/address/address-lookup.ts';
import {
  AddressXmlError,
  addressAnswerXml,
  faultXml,
  noAddressAnswerXml,
  picklistAnswerXml,
  readAddressRequest,
} from '../../modules/address/address-xml.ts';
import type { XmlAnswer, XmlTransport } from '../../modules/address/xml-address-lookup.ts';
import { createGazetteerAddressLookup } from './gazetteer-address-lookup.ts';

/** Where the gazetteer answers on this server (outside /api/v1: it stands where a provider would). */
export const GAZETTEER_XML_PATH = '/address-gazetteer/xml';

/** One request in, one answer out: 200 with a picklist or an address, 400 with a fault. */
export async function answerAddressXml(gazetteer: AddressLookup, xml: string): Promise<XmlAnswer> {
  let request;
  try {
    request = readAddressRequest(xml);
  } catch (error) {
    if (error instanceof AddressXmlError) return { status: 400, body: faultXml(error.message) };
    throw error;
  }
  if (request.kind === 'search') {
    const { picklist } = await gazetteer.search(request.text);
    return { status: 200, body: picklistAnswerXml(picklist.slice(0, request.threshold)) };
  }
  const address = await gazetteer.getByMoniker(request.moniker);
  return { status: 200, body: address ? addressAnswerXml(address) : noAddressAnswerXml(request.moniker) };
}

/** The gazetteer called in-process, with the XML on both sides (no HTTP hop). */
export function gazetteerTransport(gazetteer: AddressLookup = createGazetteerAddressLookup()): XmlTransport {
  return (xml) => answerAddressXml(gazetteer, xml);
}
