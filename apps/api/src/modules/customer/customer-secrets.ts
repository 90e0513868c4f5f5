import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@storefront/contract';

/**
 * The server secret behind customer sign-in: it signs access tokens and keys every stored hash
 * (codes, links, refresh tokens), so a copy of the database alone yields nothing usable.
 */
export interface CustomerSecrets {
  /** Key for HS256 access tokens. */
  readonly signingKey: Uint8Array;
  /** HMAC-SHA256 of a value under a purpose label, as hex. */
  hash(purpose: string, value: string): string;
  /** Constant-time comparison of a value with a stored hash. */
  matches(purpose: string, value: string, stored: string): boolean;
}

export function customerSecrets(secret: string = randomBytes(32).toString('base64url')): CustomerSecrets {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const signingKey = new Uint8Array(derive('access-token-signing'));
  const hashKey = derive('stored-hashes');
  const hash = (purpose: string, value: string) =>
    createHmac('sha256', hashKey).update(`${purpose}\u0000${value}`).digest('hex');
  return {
    signingKey,
    hash,
    matches(purpose, value, stored) {
      const a = Buffer.from(hash(purpose, value), 'hex');
      const b = Buffer.from(stored, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

/** A 6-digit code from the operating system's CSPRNG; leading zeros kept. */
export function newOneTimeCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** An opaque bearer secret (refresh tokens, link tokens): 256 bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
