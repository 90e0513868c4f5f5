// The address provider adapter against real HTTP servers (spec 000 sections 7 and 9): a provider
// that answers garbage, an error page or nothing in time gets the customer a clear problem+json,
// never a crash; and a provider is one setting (ADDRESS_LOOKUP_URL) away.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDRESS_LOOKUP_TIMEOUT_MS, addressPicklistSchema, problemSchema } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerAddressXml } from '../../local/address-gazetteer/gazetteer-xml.ts';
import { createGazetteerAddressLookup } from '../../local/address-gazetteer/gazetteer-address-lookup.ts';
import { AppError } from '../../platform/errors.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { ADDRESS_UNAVAILABLE_MESSAGE, ADDRESS_UNREADABLE_MESSAGE } from './address-messages.ts';
import { searchRequestXml } from './address-xml.ts';
import { createXmlAddressLookup, httpTransport } from './xml-address-lookup.ts';

type Handler = (body: string, response: ServerResponse) => void | Promise<void>;

const servers: Server[] = [];
const received: string[] = [];

/** A provider on a random port answering with `handler`. */
async function provider(handler: Handler): Promise<string> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(`${request.method} ${request.headers['content-type']} ${body}`);
      void handler(body, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/qas`;
}

const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(body);
};

afterEach(() => {
  received.length = 0;
  vi.useRealTimers();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('the XML adapter over HTTP', () => {
  it('POSTs the XML search and reads the picklist', async () => {
    const gazetteer = createGazetteerAddressLookup();
    const url = await provider(async (body, response) => {
      const answer = await answerAddressXml(gazetteer, body);
      xml(response, answer.status, answer.body);
    });
    const lookup = createXmlAddressLookup({ transport: httpTransport(url) });
    const { picklist } = await lookup.search('12 Smith St Parramatta');
    expect(picklist[0]).toMatchObject({ street: '12 Smith Street', locality: 'Parramatta' });
    expect(received[0]).toBe(`POST text/xml; charset=utf-8 ${searchRequestXml('12 Smith St Parramatta')}`);
  });

  it('garbage XML from the provider is a 502 with a clear message', async () => {
    const url = await provider((_body, response) => xml(response, 200, '<<<this is not <xml>'));
    const error = await refusal(createXmlAddressLookup({ transport: httpTransport(url) }).search('parramatta'));
    expect(error).toMatchObject({ status: 502, code: 'ServiceUnavailable', message: ADDRESS_UNREADABLE_MESSAGE });
  });

  it("a provider's 500 is a 503; its 4xx fault a 502", async () => {
    const down = await provider((_b, response) => xml(response, 500, '<QAFault><Message>down</Message></QAFault>'));
    expect(await refusal(createXmlAddressLookup({ transport: httpTransport(down) }).search('x y z'))).toMatchObject({
      status: 503,
      message: ADDRESS_UNAVAILABLE_MESSAGE,
    });
    const fault = await provider((_b, response) => xml(response, 400, '<QAFault><Message>bad</Message></QAFault>'));
    expect(await refusal(createXmlAddressLookup({ transport: httpTransport(fault) }).getByMoniker('m'))).toMatchObject({
      status: 502,
    });
  });

  it('a slow provider is cut off at the time-out: 503, and the request is aborted', async () => {
    let aborted = false;
    const url = await provider((_body, response) => {
      response.on('close', () => (aborted = !response.writableEnded));
      setTimeout(() => {
        if (!response.destroyed) xml(response, 200, '<QASearchResult><QAPicklist/></QASearchResult>');
      }, 2_000);
    });
    const error = await refusal(
      createXmlAddressLookup({ transport: httpTransport(url), timeoutMs: 150 }).search('abc'),
    );
    expect(error).toMatchObject({ status: 503, message: ADDRESS_UNAVAILABLE_MESSAGE });
    await vi.waitFor(() => expect(aborted).toBe(true));
  });

  it('an unreachable provider is a 503', async () => {
    const lookup = createXmlAddressLookup({ transport: httpTransport('http://127.0.0.1:9/qas') });
    expect(await refusal(lookup.search('abc'))).toMatchObject({ status: 503 });
  });

  it('the time-out is the spec 10,000 ms by default', async () => {
    vi.useFakeTimers();
    const lookup = createXmlAddressLookup({ transport: () => new Promise(() => {}) });
    let settled: unknown = 'pending';
    lookup.search('abc').catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ status: 503 });
    expect(ADDRESS_LOOKUP_TIMEOUT_MS).toBe(10_000);
  });
});

describe('ADDRESS_LOOKUP_URL', () => {
  let ctx: TestContext;
  let garbage: TestContext;
  beforeAll(async () => {
    const gazetteer = createGazetteerAddressLookup();
    const good = await provider(async (body, response) => {
      const answer = await answerAddressXml(gazetteer, body);
      xml(response, answer.status, answer.body);
    });
    const bad = await provider((_body, response) => xml(response, 200, '<QASearchResult><Nonsense/>'));
    ctx = await buildTestApp({ seed: false, env: { ADDRESS_LOOKUP_URL: good } });
    garbage = await buildTestApp({ seed: false, env: { ADDRESS_LOOKUP_URL: bad } });
  });
  afterAll(async () => {
    await ctx?.close();
    await garbage?.close();
  });

  it('sends the API searches to the configured provider', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/address/search', query: { text: '2150' } });
    expect(res.statusCode).toBe(200);
    expect(addressPicklistSchema.parse(res.json()).picklist.map((s) => s.locality)).toContain('Parramatta');
    expect(received.some((line) => line.includes('<Search>2150</Search>'))).toBe(true);
    // The local gazetteer route is not served when a provider is configured.
    const local = await ctx.app.inject({ method: 'POST', url: '/address-gazetteer/xml', payload: '<a/>' });
    expect(local.statusCode).toBe(404);
  });

  it('a provider answering garbage XML: problem+json 502 with a clear message, and the server keeps serving', async () => {
    const res = await garbage.app.inject({
      method: 'GET',
      url: '/api/v1/address/search',
      query: { text: 'parramatta' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(res.json())).toMatchObject({
      code: 'ServiceUnavailable',
      message: ADDRESS_UNREADABLE_MESSAGE,
    });
    const health = await garbage.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBeLessThan(500);
  });
});

describe('the local gazetteer route (no ADDRESS_LOOKUP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  });
  afterAll(() => ctx?.close());

  it('answers the XML protocol on POST /address-gazetteer/xml', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/address-gazetteer/xml',
      headers: { 'content-type': 'text/xml' },
      payload: searchRequestXml('Parramatta'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Label>Locality</Label><Line>Parramatta</Line>');
  });

  it('answers a malformed request with a 400 fault and a JSON body with 415', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/address-gazetteer/xml',
      headers: { 'content-type': 'application/xml' },
      payload: '<QASearch',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<QAFault>');
    const json = await ctx.app.inject({ method: 'POST', url: '/address-gazetteer/xml', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});
