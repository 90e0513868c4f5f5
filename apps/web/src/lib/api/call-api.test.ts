// The typed client: path parameters filled by name and encoded, the method and path from the
// generated table, and answers checked against the contract in development and tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@storefront/contract/http';
import { callApi } from './call-api.ts';
import { ContractError } from './check-answer.ts';

const contact = {
  code: 'parramatta',
  name: 'Red Roof Pizza Parramatta',
  phone: '02 9000 0000',
  address: '368 Church Street',
  city: 'Parramatta',
  state: 'NSW',
  postCode: '2150',
};

let answer: unknown = contact;
const sent: { url: string; method: string }[] = [];
beforeEach(() => {
  sent.length = 0;
  answer = contact;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method ?? 'GET' });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('fillPath', () => {
  it('fills each parameter by name, encoded', () => {
    expect(fillPath('/api/v1/store/:code/validate/geolocation', { code: 'a b/c' })).toBe(
      '/api/v1/store/a%20b%2Fc/validate/geolocation',
    );
  });
  it('refuses a path parameter with no value rather than calling a wrong path', () => {
    expect(() => fillPath('/api/v1/store/:code', {})).toThrow('/api/v1/store/:code: no value for code');
    expect(() => fillPath('/api/v1/store/:code', { code: '' })).toThrow('no value for code');
  });
  it('fills a closing wildcard with the rest of the path, each segment encoded', () => {
    expect(fillPath('/api/v1/content/cdn/stories/*', { '*': 'blog/a b' })).toBe(
      '/api/v1/content/cdn/stories/blog/a%20b',
    );
    expect(() => fillPath('/api/v1/content/cdn/stories/*', {})).toThrow('no value for *');
  });
});

describe('callApi', () => {
  it('calls the endpoint by name with its method, path and query, and answers its typed result', async () => {
    const result = await callApi('storeContact', { params: { code: 'parramatta' } });
    expect(sent).toEqual([{ url: '/api/v1/store/contact/parramatta', method: 'GET' }]);
    expect(result.city).toBe('Parramatta');
    answer = [];
    await callApi('storeList', { query: { includeComingSoon: false } });
    expect(sent[1]).toEqual({ url: '/api/v1/store?includeComingSoon=false', method: 'GET' });
  });

  it('an answer outside the contract is a ContractError naming the endpoint and the field', async () => {
    answer = { ...contact, postCode: 2150 };
    const call = callApi('storeContact', { params: { code: 'parramatta' } });
    await expect(call).rejects.toBeInstanceOf(ContractError);
    await expect(callApi('storeContact', { params: { code: 'parramatta' } })).rejects.toThrow(
      /^The answer of storeContact does not match the contract: postCode: /,
    );
  });

  it('is typed by the table: unknown names, missing parameters and wrong bodies do not compile', () => {
    const neverCalled = () => {
      // @ts-expect-error: no endpoint has this name
      void callApi('storeContacts', { params: { code: 'x' } });
      // @ts-expect-error: the store code is a path parameter the endpoint needs
      void callApi('storeContact', {});
      // @ts-expect-error: this endpoint takes no body
      void callApi('storeContact', { params: { code: 'x' }, body: { any: 1 } });
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});
