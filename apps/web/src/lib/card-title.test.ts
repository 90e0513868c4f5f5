import { describe, expect, it } from 'vitest';
import { cardTitle } from './card-title.ts';

describe('cardTitle', () => {
  it('drops a trailing price the card already shows', () => {
    expect(cardTitle('Large Classic Pizza $9.95', 995)).toBe('Large Classic Pizza');
    expect(cardTitle('Large classic pizza - $9.95', 995)).toBe('Large classic pizza');
  });

  it('keeps a price that is not the one shown, and names that are only a price', () => {
    expect(cardTitle('Large Classic Pizza $9.95', 1295)).toBe('Large Classic Pizza $9.95');
    expect(cardTitle('$9.95', 995)).toBe('$9.95');
    expect(cardTitle('Two for $20.00 Tuesday', 2000)).toBe('Two for $20.00 Tuesday');
    expect(cardTitle('Garlic Bread', null)).toBe('Garlic Bread');
  });
});
