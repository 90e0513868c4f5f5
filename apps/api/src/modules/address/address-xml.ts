// The address-validation service's wire format (spec document 1, sections 7 and 9): requests are
// POSTed as XML; a search is by free text in the Australian country layout with a threshold of
// 25, a get-address is by moniker with a threshold of 50; answers hold a picklist, or one address
// whose lines are labelled (street, locality, state, postcode, and street- and address-level
// longitude and latitude). Both sides use this file: the provider adapter (xml-address-lookup.ts)
// and the local gazetteer's route, so the two cannot drift apart. docs/decisions/119.
import {
  ADDRESS_GET_THRESHOLD,
  ADDRESS_SEARCH_THRESHOLD,
  addressLinesSchema,
  type Address,
  type AddressLines,
  type AddressSuggestion,
} from '@storefront/contract';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

export const ADDRESS_XML_CONTENT_TYPE = 'text/xml; charset=utf-8';
/** The Australian country and its layout, as every request names them. */
export const AUSTRALIA = 'AUS';
export const AUSTRALIAN_LAYOUT = 'AUSOnline';
/** Answers larger than this are not read (a picklist of 50 addresses is a few KB). */
export const ADDRESS_XML_MAX_BYTES = 512 * 1024;

/** The address line labels of an answer. */
export const LINE_LABELS = {
  street: 'Street',
  locality: 'Locality',
  state: 'State code',
  postcode: 'Postcode',
  streetLongitude: 'Street level Longitude',
  streetLatitude: 'Street level Latitude',
  addressLongitude: 'Address level Longitude',
  addressLatitude: 'Address level Latitude',
} as const;

/** A document that is not well-formed XML of this protocol. */
export class AddressXmlError extends Error {
  override readonly name = 'AddressXmlError';
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value a string: postcodes such as 0800 must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'PicklistEntry' || name === 'AddressLine',
});

const document = (root: Record<string, unknown>) => `<?xml version="1.0" encoding="UTF-8"?>${builder.build(root)}`;

/** Parses a document, refusing what is not well-formed, too large or declares entities. */
export function parseAddressXml(xml: string): Record<string, unknown> {
  if (Buffer.byteLength(xml) > ADDRESS_XML_MAX_BYTES) throw new AddressXmlError('The document is too large.');
  // No DOCTYPE: entity declarations are how XML bombs expand; the protocol never needs one.
  if (/<!DOCTYPE/i.test(xml)) throw new AddressXmlError('Document type declarations are not accepted.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new AddressXmlError(`Malformed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  const parsed: unknown = parser.parse(xml);
  if (typeof parsed !== 'object' || parsed === null) throw new AddressXmlError('Empty document.');
  return parsed as Record<string, unknown>;
}

// ---- requests ----

export type AddressXmlRequest = { kind: 'search'; text: string; threshold: number } | { kind: 'get'; moniker: string };

export const searchRequestXml = (text: string): string =>
  document({
    QASearch: {
      '@_Country': AUSTRALIA,
      '@_Layout': AUSTRALIAN_LAYOUT,
      '@_Threshold': String(ADDRESS_SEARCH_THRESHOLD),
      Search: text,
    },
  });

export const getAddressRequestXml = (moniker: string): string =>
  document({
    QAGetAddress: { '@_Layout': AUSTRALIAN_LAYOUT, '@_Threshold': String(ADDRESS_GET_THRESHOLD), Moniker: moniker },
  });

const text = z.string().trim().min(1);
const searchRequestSchema = z.object({
  '@_Country': z.literal(AUSTRALIA),
  '@_Layout': z.literal(AUSTRALIAN_LAYOUT),
  '@_Threshold': z.coerce.number().int().min(1).max(ADDRESS_GET_THRESHOLD).optional(),
  Search: text,
});
const getRequestSchema = z.object({ '@_Layout': z.literal(AUSTRALIAN_LAYOUT), Moniker: text });

/** The provider's side: what a request asks for. */
export function readAddressRequest(xml: string): AddressXmlRequest {
  const doc = parseAddressXml(xml);
  if ('QASearch' in doc) {
    const search = searchRequestSchema.safeParse(doc.QASearch);
    if (!search.success) throw new AddressXmlError('A search needs Country="AUS", Layout="AUSOnline" and Search text.');
    return {
      kind: 'search',
      text: search.data.Search,
      threshold: search.data['@_Threshold'] ?? ADDRESS_SEARCH_THRESHOLD,
    };
  }
  if ('QAGetAddress' in doc) {
    const get = getRequestSchema.safeParse(doc.QAGetAddress);
    if (!get.success) throw new AddressXmlError('A get-address needs Layout="AUSOnline" and a Moniker.');
    return { kind: 'get', moniker: get.data.Moniker };
  }
  throw new AddressXmlError('Expected a QASearch or QAGetAddress request.');
}

// ---- answers ----

type LineName = keyof typeof LINE_LABELS;

const lineElements = (lines: Partial<Record<LineName, string | number | null>>) =>
  (Object.keys(LINE_LABELS) as LineName[])
    .filter((name) => lines[name] !== undefined && lines[name] !== null)
    .map((name) => ({ Label: LINE_LABELS[name], Line: String(lines[name]) }));

const addressLineFields = (lines: AddressLines) => ({
  street: lines.street,
  locality: lines.locality,
  state: lines.state,
  postcode: lines.postcode,
});

export const picklistAnswerXml = (entries: readonly AddressSuggestion[]): string =>
  document({
    QASearchResult: {
      QAPicklist: {
        Total: String(entries.length),
        PicklistEntry: entries.map((entry) => ({
          Moniker: entry.moniker,
          Picklist: entry.text,
          Postcode: entry.postcode,
          AddressLine: lineElements(addressLineFields(entry)),
        })),
      },
    },
  });

/** One address; the gazetteer knows one point per street, which is also the address-level point. */
export const addressAnswerXml = (address: Address): string =>
  document({
    QAGetAddressResult: {
      Moniker: address.moniker,
      QAAddress: {
        AddressLine: lineElements({
          ...addressLineFields(address.addressLines),
          streetLongitude: address.longitude,
          streetLatitude: address.latitude,
          addressLongitude: address.longitude,
          addressLatitude: address.latitude,
        }),
      },
    },
  });

/** A moniker that names nothing: an empty result, not an error. */
export const noAddressAnswerXml = (moniker: string): string => document({ QAGetAddressResult: { Moniker: moniker } });

export const faultXml = (message: string): string => document({ QAFault: { Message: message } });

const addressLineSchema = z.object({ Label: z.string(), Line: z.string().optional() });
type AddressLineElement = z.infer<typeof addressLineSchema>;

function linesByLabel(elements: readonly AddressLineElement[]): Map<string, string> {
  const lines = new Map<string, string>();
  for (const element of elements) if (element.Line !== undefined) lines.set(element.Label.trim(), element.Line);
  return lines;
}

function readLines(lines: Map<string, string>): AddressLines {
  const parsed = addressLinesSchema.safeParse({
    street: lines.get(LINE_LABELS.street) || null,
    locality: lines.get(LINE_LABELS.locality),
    state: lines.get(LINE_LABELS.state),
    postcode: lines.get(LINE_LABELS.postcode),
  });
  if (!parsed.success) throw new AddressXmlError('An address is missing its locality, state or postcode.');
  return parsed.data;
}

const oneLine = (lines: AddressLines) =>
  `${lines.street ? `${lines.street}, ` : ''}${lines.locality} ${lines.state} ${lines.postcode}`;

const picklistAnswerSchema = z.object({
  QASearchResult: z.object({
    QAPicklist: z
      .object({
        PicklistEntry: z
          .array(
            z.object({
              Moniker: text,
              Picklist: z.string().optional(),
              AddressLine: z.array(addressLineSchema).default([]),
            }),
          )
          .default([]),
      })
      .or(z.literal('').transform(() => ({ PicklistEntry: [] }))),
  }),
});

/** The adapter's side: the picklist of a search answer. */
export function readPicklistAnswer(xml: string): AddressSuggestion[] {
  const answer = picklistAnswerSchema.safeParse(parseAddressXml(xml));
  if (!answer.success) throw new AddressXmlError('Expected a QASearchResult with a QAPicklist.');
  return answer.data.QASearchResult.QAPicklist.PicklistEntry.map((entry) => {
    const lines = readLines(linesByLabel(entry.AddressLine));
    return { moniker: entry.Moniker, text: entry.Picklist?.trim() || oneLine(lines), ...lines };
  });
}

const coordinate = (value: string | undefined, limit: number): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

const addressAnswerSchema = z.object({
  QAGetAddressResult: z.object({
    QAAddress: z.object({ AddressLine: z.array(addressLineSchema) }).optional(),
  }),
});

/**
 * The adapter's side: one address, or null when the moniker named nothing. The address-level
 * point is used when the provider has one, else the street-level point.
 */
export function readAddressAnswer(xml: string, moniker: string): Address | null {
  const answer = addressAnswerSchema.safeParse(parseAddressXml(xml));
  if (!answer.success) throw new AddressXmlError('Expected a QAGetAddressResult.');
  const address = answer.data.QAGetAddressResult.QAAddress;
  if (!address) return null;
  const lines = linesByLabel(address.AddressLine);
  const addressLines = readLines(lines);
  const latitude =
    coordinate(lines.get(LINE_LABELS.addressLatitude), 90) ?? coordinate(lines.get(LINE_LABELS.streetLatitude), 90);
  const longitude =
    coordinate(lines.get(LINE_LABELS.addressLongitude), 180) ?? coordinate(lines.get(LINE_LABELS.streetLongitude), 180);
  if (latitude === null || longitude === null) throw new AddressXmlError('An address has no usable coordinates.');
  return { moniker, addressLines, latitude, longitude, text: oneLine(addressLines) };
}

/** The message of a provider's fault answer, when it is one. */
export function readFault(xml: string): string | null {
  try {
    const doc = parseAddressXml(xml);
    const fault = z.object({ QAFault: z.object({ Message: z.string() }) }).safeParse(doc);
    return fault.success ? fault.data.QAFault.Message : null;
  } catch {
    return null;
  }
}
