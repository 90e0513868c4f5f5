import { describe, expect, it } from 'vitest';
import { decodeMoniker, encodeMoniker, MONIKER_VERSION } from './moniker.ts';

const payloadOf = (moniker: string) => moniker.split('.')[1] ?? '';

describe('monikers', () => {
  it('round-trips a locality id and street line, and is stable', () => {
    const content = { localityId: 2778, street: '12/34 George Street' };
    const moniker = encodeMoniker(content);
    expect(moniker).toBe(encodeMoniker(content));
    expect(moniker.startsWith(`${MONIKER_VERSION}.`)).toBe(true);
    expect(moniker).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(decodeMoniker(moniker)).toEqual(content);
  });

  it('round-trips a locality-only address and non-ASCII street names', () => {
    expect(decodeMoniker(encodeMoniker({ localityId: 1, street: null }))).toEqual({ localityId: 1, street: null });
    const accented = { localityId: 7, street: "1 O'Connell Café Street" };
    expect(decodeMoniker(encodeMoniker(accented))).toEqual(accented);
  });

  it('gives different streets and localities different monikers', () => {
    const a = encodeMoniker({ localityId: 2778, street: '12 Smith Street' });
    expect(encodeMoniker({ localityId: 2778, street: '14 Smith Street' })).not.toBe(a);
    expect(encodeMoniker({ localityId: 2777, street: '12 Smith Street' })).not.toBe(a);
  });

  it('rejects an edited payload, check, version or shape', () => {
    const moniker = encodeMoniker({ localityId: 2778, street: '12 Smith Street' });
    const [version, payload, check] = moniker.split('.') as [string, string, string];
    const otherPayload = payloadOf(encodeMoniker({ localityId: 2777, street: '12 Smith Street' }));
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const tampered of [
      `${version}.${otherPayload}.${check}`,
      `${version}.${payload}.${flip(check, 0)}`,
      `${version}.${flip(payload, 3)}.${check}`,
      `g0.${payload}.${check}`,
      `${version}.${payload}`,
      `${moniker}.extra`,
      moniker.slice(0, -1),
      '',
      'search',
      '../../etc/passwd',
    ]) {
      expect(decodeMoniker(tampered), tampered).toBeNull();
    }
  });

  it('rejects content with a valid check that no search ever issues', () => {
    // encodeMoniker signs whatever it is given, so these stand for hand-crafted monikers.
    for (const street of ['<script>', 'x'.repeat(201), 42, '']) {
      expect(decodeMoniker(encodeMoniker({ localityId: 1, street: street as string })), String(street)).toBeNull();
    }
    for (const localityId of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(decodeMoniker(encodeMoniker({ localityId, street: null })), String(localityId)).toBeNull();
    }
  });
});
