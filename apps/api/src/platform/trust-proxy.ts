import { isIP } from 'node:net';
import { z } from 'zod';

// Which proxies' X-Forwarded-For is believed. Per-address rate limits count request.ip, so a
// forwarded address from anyone else would let a client rotate it and never be limited.
// Unset: none is believed, the socket's peer address counts (decision 088).

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/** What Fastify's `trustProxy` takes: false (none), or a comma-separated list of addresses and ranges. */
export type TrustProxy = false | string;

export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === 'false' || value === 'none') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected proxy addresses, CIDR ranges (10.0.0.0/8), loopback, linklocal or uniquelocal; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });
