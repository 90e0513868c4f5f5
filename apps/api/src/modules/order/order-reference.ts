import { randomInt } from 'node:crypto';

/** Letters and digits nobody mistakes for each other when read out (no 0/O, 1/I/L, 5/S, 2/Z). */
const ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';
export const ORDER_REFERENCE_LENGTH = 8;

/** 'RR' and six characters: 27^6 ≈ 387 million, unique in the database by constraint. */
export function newOrderReference(): string {
  let out = 'RR';
  for (let i = 0; i < ORDER_REFERENCE_LENGTH - 2; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
