import type { OrderStatusName } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancellationReason,
  localDate,
  orderSteps,
  stepsFor,
  storeDateTime,
  storeTime,
  telHref,
  zoneCity,
} from './order-format.ts';

const at = (status: OrderStatusName, time: string, reason: string | null = null) => ({
  status,
  at: time,
  actor: 'store',
  reason,
});

describe('order steps', () => {
  it('lists every status of the service type', () => {
    expect(stepsFor('Pickup')).toEqual(['Received', 'Preparing', 'Baking', 'QualityCheck', 'Ready', 'Collected']);
    expect(stepsFor('Delivery')).toEqual([
      'Received',
      'Preparing',
      'Baking',
      'QualityCheck',
      'Ready',
      'OutForDelivery',
      'Delivered',
    ]);
  });

  it('marks steps done, current and upcoming, with the time each was reached', () => {
    const steps = orderSteps({
      serviceType: 'Pickup',
      status: 'Baking',
      history: [
        at('Received', '2026-05-12T08:20:00Z'),
        at('Preparing', '2026-05-12T08:22:00Z'),
        at('Baking', '2026-05-12T08:30:00Z'),
      ],
    });
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[2]).toMatchObject({ label: 'In the oven', at: '2026-05-12T08:30:00Z' });
    expect(steps[3]!.at).toBeNull();
  });

  it('a cancelled order keeps the steps it reached as done', () => {
    const view = {
      serviceType: 'Delivery' as const,
      status: 'Cancelled' as const,
      history: [at('Received', '2026-05-12T08:20:00Z'), at('Cancelled', '2026-05-12T08:25:00Z', 'Oven broke down')],
    };
    expect(orderSteps(view).map((s) => s.state)).toEqual([
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(cancellationReason(view)).toBe('Oven broke down');
  });
});

describe('store-local times', () => {
  it('shows times in the store zone, whatever the visitor zone', () => {
    expect(storeTime('2026-05-12T08:45:00Z', 'Australia/Sydney')).toMatch(/^6:45\s?pm$/i);
    expect(storeTime('2026-05-12T08:45:00Z', 'Australia/Perth')).toMatch(/^4:45\s?pm$/i);
    expect(storeDateTime('2026-05-12T08:45:00Z', 'Australia/Sydney')).toMatch(/Tue.*12 May.*6:45\s?pm/i);
    expect(zoneCity('Australia/Sydney')).toBe('Sydney');
  });

  it('falls back to Sydney for an unknown zone rather than failing', () => {
    expect(storeTime('2026-05-12T08:45:00Z', 'Not/AZone')).toMatch(/^6:45\s?pm$/i);
  });
});

describe('labels', () => {
  it('dials phone numbers', () => {
    expect(telHref('13 11 66')).toBe('tel:131166');
    expect(telHref('(02) 9999 0002')).toBe('tel:0299990002');
  });
});

describe('localDate', () => {
  afterEach(() => vi.unstubAllEnvs());
  // 1:30 am on 12 November in Sydney (UTC+11) is still 10:30 pm on 11 November in Perth (UTC+8).
  const SYDNEY_SMALL_HOURS = '2026-11-12T01:30:00.000+11:00';

  it("dates on the browser's own calendar, whichever zone it is in", () => {
    vi.stubEnv('TZ', 'Australia/Perth');
    expect(localDate(SYDNEY_SMALL_HOURS)).toBe('11 Nov 2026');
    vi.stubEnv('TZ', 'Australia/Sydney');
    expect(localDate(SYDNEY_SMALL_HOURS)).toBe('12 Nov 2026');
  });
});
