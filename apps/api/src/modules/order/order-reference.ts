import { randomInt } from 'node:crypto';

/** Letters and digits nobody mistakes for each other when read out (no 0/O, 1/I/L, 5/S, 2/Z). */
const ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';
export const ORDER_REFERENCE_LENGTH = 8;

/** The database constraint that keeps references unique; the order's transaction retries on it. */
export const ORDER_REFERENCE_CONSTRAINT = 'orders_order_reference_unique';
/**
 * How many references one placement tries. At a million stored orders a new reference collides
 * about once in 390 tries, so five in a row is about one placement in 10^13 (decision 084).
 */
export const ORDER_REFERENCE_ATTEMPTS = 5;

/** 'RR' and six characters: 27^6 ≈ 387 million, unique in the database by constraint. */
export function newOrderReference(): string {
  let out = 'RR';
  for (let i = 0; i < ORDER_REFERENCE_LENGTH - 2; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
