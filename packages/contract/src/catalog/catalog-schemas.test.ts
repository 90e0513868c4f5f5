import { describe, expect, it } from 'vitest';
import { categoryRefSchema, categorySchema } from './category.ts';
import { clockTimeSchema, postcodeSchema, timeZoneSchema } from './primitives.ts';
import { mealSlotSchema, productAvailabilitySchema, customisationLimitSchema } from './product.ts';
import { storeSchema } from './store.ts';
import { storeSeedSchema, tradingExceptionSchema, weeklyHoursSchema } from './store-seed.ts';
import { tradingHoursSchema } from './trading-hours.ts';
import { upsellSchema } from './upsell.ts';

describe('catalogue primitives', () => {
  it('takes 24-hour HH:mm times', () => {
    for (const time of ['00:00', '09:30', '23:59']) expect(clockTimeSchema.safeParse(time).success).toBe(true);
    for (const time of ['24:00', '9:30', '12:60', '12:00:00'])
      expect(clockTimeSchema.safeParse(time).success).toBe(false);
  });

  it('keeps postcodes as four-digit text', () => {
    expect(postcodeSchema.safeParse('0800').success).toBe(true);
    expect(postcodeSchema.safeParse('800').success).toBe(false);
  });

  it('takes IANA time zones only', () => {
    expect(timeZoneSchema.safeParse('Australia/Broken_Hill').success).toBe(true);
    expect(timeZoneSchema.safeParse('Mars/Olympus_Mons').success).toBe(false);
    expect(timeZoneSchema.safeParse('UTC').success).toBe(false);
  });
});

describe('catalogue schemas', () => {
  const category = {
    id: 3,
    code: 'classics-range',
    name: 'Classics Range',
    slug: 'classics-range',
    isNavigation: true,
    isHomePage: false,
    isHidden: false,
    sortOrder: 30,
    parentCode: 'pizza',
  };

  it('refers to a category without its parent link', () => {
    expect(categorySchema.parse(category)).toEqual(category);
    expect(categoryRefSchema.safeParse(category).success).toBe(false);
    const { parentCode: _parentCode, ...ref } = category;
    expect(categoryRefSchema.parse(ref)).toEqual(ref);
  });

  it('needs a meal slot default among the allowed products', () => {
    const slot = { slotId: 1, name: 'Pizza', quantity: 1, allowedProductIds: [1001, 1002], defaultProductId: 1001 };
    expect(mealSlotSchema.safeParse(slot).success).toBe(true);
    expect(mealSlotSchema.safeParse({ ...slot, defaultProductId: 9 }).success).toBe(false);
  });

  it('rejects empty availability windows and inverted limits', () => {
    expect(productAvailabilitySchema.safeParse({ daysOfWeek: [1], fromTime: '15:00', toTime: '11:00' }).success).toBe(
      false,
    );
    expect(productAvailabilitySchema.safeParse({ daysOfWeek: [7], fromTime: '11:00', toTime: '15:00' }).success).toBe(
      false,
    );
    expect(customisationLimitSchema.safeParse({ type: 'Topping', min: 3, max: 1 }).success).toBe(false);
  });

  it('needs opening before closing each day', () => {
    const day = {
      dayOfWeek: 5,
      openingTime: '10:30',
      closingTime: '23:59',
      deliveryOpeningTime: '11:00',
      deliveryClosingTime: '23:45',
    };
    expect(weeklyHoursSchema.safeParse(day).success).toBe(true);
    expect(weeklyHoursSchema.safeParse({ ...day, closingTime: '01:00' }).success).toBe(false);
  });

  it('needs times on open trading exceptions only', () => {
    expect(
      tradingExceptionSchema.safeParse({ date: '2026-12-25', name: 'Christmas Day', isClosed: true }).success,
    ).toBe(true);
    expect(tradingExceptionSchema.safeParse({ date: '2026-12-26', name: 'Boxing Day', isClosed: false }).success).toBe(
      false,
    );
    const pickupOnly = {
      date: '2026-12-26',
      name: 'Boxing Day',
      isClosed: false,
      openingTime: '16:00',
      closingTime: '22:00',
    };
    expect(tradingExceptionSchema.safeParse(pickupOnly).success).toBe(true);
    expect(tradingExceptionSchema.safeParse({ ...pickupOnly, deliveryOpeningTime: '16:30' }).success).toBe(false);
    expect(tradingExceptionSchema.safeParse({ ...pickupOnly, date: '2026-02-30' }).success).toBe(false);
  });

  it('keeps the time zone offset out of the seed and in the API store', () => {
    expect(Object.keys(storeSchema.shape)).toContain('timeZoneOffsetHours');
    expect(Object.keys(storeSeedSchema.shape)).not.toContain('timeZoneOffsetHours');
    for (const key of ['weeklyHours', 'tradingExceptions', 'deliveryZone'])
      expect(Object.keys(storeSeedSchema.shape)).toContain(key);
  });

  it('takes ISO instants with offsets in trading hours', () => {
    const at = (time: string) => `2026-03-02T${time}:00+11:00`;
    const hours = {
      earliestDelivery: at('11:15'),
      earliestPickUp: at('10:45'),
      latestDelivery: at('22:30'),
      latestPickUp: at('22:45'),
      openingTime: at('10:30'),
      closingTime: at('23:00'),
      deliveryOpeningTime: at('11:00'),
      deliveryClosingTime: at('22:30'),
    };
    expect(tradingHoursSchema.safeParse({ ...hours, earliestDelivery: null }).success).toBe(false);
    expect(tradingHoursSchema.safeParse(hours).success).toBe(true);
    expect(tradingHoursSchema.safeParse({ ...hours, openingTime: '10:30' }).success).toBe(false);
  });

  it('takes the known upsell triggers only', () => {
    const upsell = {
      upsellId: 1,
      designCode: 'poster',
      design: 'Poster',
      requiredProducts: [7001],
      triggers: ['adddealtocart'],
      products: [],
      removeProducts: [],
      popupDescription: 'Dessert?',
      buttonText: 'See desserts',
      images: ['poster'],
      redirectLink: '/menu/desserts',
    };
    expect(upsellSchema.safeParse(upsell).success).toBe(true);
    expect(upsellSchema.safeParse({ ...upsell, triggers: ['checkout'] }).success).toBe(false);
  });
});
