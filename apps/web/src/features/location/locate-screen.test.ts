import { describe, expect, it } from 'vitest';
import { serviceTypeOf, timeLabel } from './locate-screen.tsx';

describe('locate link values', () => {
  it('reads the service type in any case', () => {
    expect(serviceTypeOf('Delivery')).toBe('delivery');
    expect(serviceTypeOf('pickup')).toBe('pickup');
    expect(serviceTypeOf('dine-in')).toBeUndefined();
  });

  it('reads ASAP and lower-cased store-local times', () => {
    expect(timeLabel('ASAP')).toBe('As soon as possible');
    expect(timeLabel('2025-06-21t18:30')).toBe('Sat 21 Jun, 6:30 pm');
    expect(timeLabel('tomorrow')).toBeUndefined();
  });
});
