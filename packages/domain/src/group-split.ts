// Splitting a group order's total between its people (decision 211). Each person's share is their
// lines plus their proportional part of the vouchers, discounts and fees, in whole cents. Done as one
// allocation of the order's total in proportion to each person's line subtotal, so the shares always
// add up to exactly what the order costs and one rounding decides every cent.

export interface SplitPerson {
  /** Stable identity (the participant id); shares come back in the order given. */
  id: string;
  /** The sum of the person's own lines, in cents (0 or more). */
  subtotalCents: number;
  /** Joining order: the smaller joined first (the host is 0). Breaks remainder ties. */
  joinedOrder: number;
}

export interface SplitShare {
  id: string;
  amountCents: number;
}

const assertCents = (value: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more`);
};

/**
 * Shares of `totalCents` in proportion to each person's subtotal, by the largest remainder method:
 * everyone first gets the whole cents of their exact share (total × subtotal ÷ all subtotals, rounded
 * down); the cents left over (fewer than the number of people) go one each to the largest fractional
 * parts, and between equal fractions to the person who joined first. A person with no lines pays 0.
 * When nobody has lines, there is nothing to split and every share is 0 (the total must be 0 too).
 */
export function splitGroupTotal(totalCents: number, people: readonly SplitPerson[]): SplitShare[] {
  assertCents(totalCents, 'totalCents');
  people.forEach((person) => assertCents(person.subtotalCents, `subtotal of ${person.id}`));
  const weight = people.reduce((sum, person) => sum + BigInt(person.subtotalCents), 0n);
  if (weight === 0n) {
    if (totalCents !== 0) throw new RangeError('A total with no lines to split it by');
    return people.map((person) => ({ id: person.id, amountCents: 0 }));
  }
  const total = BigInt(totalCents);
  // Exact integer arithmetic: the share is total × subtotal ÷ weight, its remainder the fraction.
  const exact = people.map((person, index) => {
    const numerator = total * BigInt(person.subtotalCents);
    return { index, floor: numerator / weight, remainder: numerator % weight };
  });
  let left = total - exact.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...exact].sort((a, b) => {
    if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
    return people[a.index]!.joinedOrder - people[b.index]!.joinedOrder || a.index - b.index;
  });
  const amounts = exact.map((share) => share.floor);
  for (const share of byRemainder) {
    if (left === 0n) break;
    if (share.remainder === 0n) continue;
    amounts[share.index]! += 1n;
    left -= 1n;
  }
  return people.map((person, index) => ({ id: person.id, amountCents: Number(amounts[index]) }));
}
