// The address-validation service adapter (spec document 1, section 7): each call POSTs an XML
// request and reads the XML answer. Where the request goes is a transport: HTTP to the provider's
// URL (ADDRESS_LOOKUP_URL), or the local gazetteer's route on this same server. Whatever the
// provider does, the customer gets an answer within the time-out: a slow or unreachable provider
// is a 503, an answer that is not the protocol's XML a 502, both problem+json with a plain message.
import { ADDRESS_LOOKUP_TIMEOUT_MS } from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AddressLookup } from './address-lookup.ts';
import { ADDRESS_UNAVAILABLE_MESSAGE, ADDRESS_UNREADABLE_MESSAGE } from './address-messages.ts';
import {
  ADDRESS_XML_CONTENT_TYPE,
  ADDRESS_XML_MAX_BYTES,
  AddressXmlError,
  getAddressRequestXml,
  readAddressAnswer,
  readFault,
  readPicklistAnswer,
  searchRequestXml,
} from './address-xml.ts';

export interface XmlAnswer {
  status: number;
  body: string;
}

/** Sends one XML request; `signal` aborts it when the time-out passes. */
export type XmlTransport = (xml: string, signal: AbortSignal) => Promise<XmlAnswer>;

const unavailable = () => new AppError(503, 'ServiceUnavailable', ADDRESS_UNAVAILABLE_MESSAGE);
const unreadable = () => new AppError(502, 'ServiceUnavailable', ADDRESS_UNREADABLE_MESSAGE);

class ProviderTimeout extends Error {
  override readonly name = 'ProviderTimeout';
}

/** POST to a provider over HTTP; the body is read only up to the protocol's size cap. */
export function httpTransport(url: string): XmlTransport {
  return async (xml, signal) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': ADDRESS_XML_CONTENT_TYPE, accept: 'text/xml, application/xml' },
      body: xml,
      signal,
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > ADDRESS_XML_MAX_BYTES) {
      await response.body?.cancel();
      return { status: 502, body: '' };
    }
    return { status: response.status, body: await response.text() };
  };
}

export interface XmlAddressLookupOptions {
  transport: XmlTransport;
  /** Spec section 9: time-out 10000 ms. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export function createXmlAddressLookup({
  transport,
  timeoutMs = ADDRESS_LOOKUP_TIMEOUT_MS,
  log,
}: XmlAddressLookupOptions): AddressLookup {
  /** One call, answered or refused within the time-out; never a raw parser or network error. */
  async function call<T>(operation: string, xml: string, read: (body: string) => T): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ProviderTimeout(`No answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const answer = await Promise.race([transport(xml, controller.signal), timeout]);
      if (answer.status < 200 || answer.status > 299) {
        log?.warn({ operation, status: answer.status, fault: readFault(answer.body) }, 'address provider refused');
        throw answer.status >= 500 ? unavailable() : unreadable();
      }
      return read(answer.body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof AddressXmlError) {
        log?.warn({ operation, reason: error.message }, 'address provider answer unreadable');
        throw unreadable();
      }
      log?.warn({ operation, err: error }, 'address provider unreachable or slow');
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    search: async (text) => ({ picklist: await call('search', searchRequestXml(text), readPicklistAnswer) }),
    getByMoniker: (moniker) =>
      call('getAddress', getAddressRequestXml(moniker), (body) => readAddressAnswer(body, moniker)),
  };
}
