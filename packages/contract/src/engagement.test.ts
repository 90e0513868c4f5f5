// A change of a scheduled card or message is checked as a new one is, plus the version it was made
// from; where one stands for customers is decided once, for the server's refusals and the console.
import { describe, expect, it } from 'vitest';
import { contentCardChangeSchema, engagementRunState, inAppMessageChangeSchema } from './engagement.ts';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const open = { startsAt: null, endsAt: null };

const message = {
  kind: 'general',
  header: 'Free garlic bread',
  message: 'With any large pizza.',
  buttonText: null,
  url: '/offers',
  stores: [],
  extras: { campaignType: null },
  segment: { kind: 'all' },
  schedule: open,
};

describe('a change of a scheduled card or message', () => {
  it('needs the version it was made from', () => {
    expect(inAppMessageChangeSchema.safeParse({ ...message, version: 2 }).success).toBe(true);
    const missing = inAppMessageChangeSchema.safeParse(message);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
    expect(inAppMessageChangeSchema.safeParse({ ...message, version: 0 }).success).toBe(false);
  });

  it('keeps the checks of a new one: its rules across fields and no unknown field', () => {
    const noStores = inAppMessageChangeSchema.safeParse({ ...message, kind: 'contactless', version: 1 });
    expect(noStores.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['stores']);
    const backwards = inAppMessageChangeSchema.safeParse({
      ...message,
      schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: '2026-11-26T00:00:00Z' },
      version: 1,
    });
    expect(backwards.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['schedule.endsAt']);
    expect(contentCardChangeSchema.safeParse({ version: 1, colour: 'red' }).success).toBe(false);
  });
});

describe('engagementRunState', () => {
  it('is live until withdrawn, past its end, or (a card) expired', () => {
    expect(engagementRunState({ schedule: open, withdrawn: null }, NOW)).toBe('live');
    expect(engagementRunState({ schedule: open, withdrawn: null, expiresAt: 0 }, NOW)).toBe('live');
    expect(engagementRunState({ schedule: { endsAt: '2026-11-25T09:00:01Z' }, withdrawn: null }, NOW)).toBe('live');
    expect(
      engagementRunState(
        { schedule: { endsAt: '2026-11-25T09:00:00Z' }, withdrawn: { withdrawnBy: 'sam', withdrawnAt: '' } },
        NOW,
      ),
    ).toBe('withdrawn');
    expect(engagementRunState({ schedule: { endsAt: '2026-11-25T09:00:00Z' }, withdrawn: null }, NOW)).toBe('ended');
    expect(engagementRunState({ schedule: open, withdrawn: null, expiresAt: NOW }, NOW)).toBe('expired');
    // Document 1 section 4: null is always expired.
    expect(engagementRunState({ schedule: open, withdrawn: null, expiresAt: null }, NOW)).toBe('expired');
  });
});
