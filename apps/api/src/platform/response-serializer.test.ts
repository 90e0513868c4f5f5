import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { responseSerializer } from './response-serializer.ts';

const schema = z.object({ basketId: z.string(), total: z.number().int(), note: z.string().nullable().optional() });
const route = { schema, method: 'GET', url: '/api/v1/baskets/:basketId' };

describe('response serializer', () => {
  describe('outside production (tests, development)', () => {
    const serialise = responseSerializer(false)(route);

    it('writes an answer that is exactly its schema', () => {
      expect(serialise({ total: 2390, basketId: 'b1', note: null })).toBe('{"basketId":"b1","total":2390,"note":null}');
      expect(serialise({ basketId: 'b1', total: 0, note: undefined })).toBe('{"basketId":"b1","total":0}');
    });

    it('fails on a field the schema does not name, instead of dropping it', () => {
      expect(() => serialise({ basketId: 'b1', total: 1, sessionId: 'secret' })).toThrow(
        'GET /api/v1/baskets/:basketId: the answer holds what its schema does not name',
      );
    });

    it('fails on an answer that breaks its schema', () => {
      expect(() => serialise({ basketId: 'b1', total: 1.5 })).toThrow(/Response doesn't match the schema/);
    });
  });

  describe('in production', () => {
    const serialise = responseSerializer(true)(route);

    it('writes the answer as it is, unchecked (the tests hold every answer to its schema)', () => {
      expect(serialise({ total: 2390, basketId: 'b1' })).toBe('{"total":2390,"basketId":"b1"}');
      expect(serialise({ basketId: 'b1', total: 1.5 })).toBe('{"basketId":"b1","total":1.5}');
    });
  });
});
