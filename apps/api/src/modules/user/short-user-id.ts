// The short user id SMS links carry: the user id's 128 bits in base 36 (at most 25 characters,
// digits and lower-case letters, so a lower-cased app path keeps it intact). Decoding needs no
// lookup, so the answer says nothing about whether the user exists.

const MAX_ID = (1n << 128n) - 1n;

export function toShortUserId(userId: string): string {
  return BigInt(`0x${userId.replaceAll('-', '')}`).toString(36);
}

/** The user id a short id stands for; null when it is out of range. */
export function fromShortUserId(shortUserId: string): string | null {
  let value = 0n;
  for (const digit of shortUserId) value = value * 36n + BigInt(parseInt(digit, 36));
  if (value > MAX_ID) return null;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
