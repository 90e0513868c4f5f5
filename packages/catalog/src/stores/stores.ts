import type { AustralianState, DeliverySuburb, StoreSeed } from '@storefront/contract';
import { intBy, pickBy, slugify, stableHash, titleCase } from '../text.ts';
import { paymentOptionsFor } from './payment-options.ts';
import type { PaymentProfile } from './payment-options.ts';
import { pickKey, storePicks } from './store-picks.ts';
import type { StorePick } from './store-picks.ts';
import localityTable from './store-localities.json' with { type: 'json' };
import { tradingExceptionsFor, weeklyHoursFor } from './trading-hours.ts';

/**
 * Edge stores, named by locality so they stay put when codes shift:
 * - POS offline (isPOSOnline false): Blacktown NSW, Frankston VIC, Ipswich QLD;
 * - pickup only (canDeliver false): Macquarie Park NSW, Clayton VIC, Mirrabooka WA, Glenelg SA;
 * - not taking online orders (canAcceptOnlineOrders false): Mascot NSW, Redcliffe QLD, Burnie TAS;
 * - coming soon (isComingSoon true, and so not taking online orders either): Point Cook VIC,
 *   Springfield QLD, Ellenbrook WA, Katherine NT.
 */
const EDGE_LOCALITIES = {
  posOffline: ['NSW|BLACKTOWN', 'VIC|FRANKSTON', 'QLD|IPSWICH'],
  pickupOnly: ['NSW|MACQUARIE PARK', 'VIC|CLAYTON', 'WA|MIRRABOOKA', 'SA|GLENELG'],
  notTakingOnlineOrders: ['NSW|MASCOT', 'QLD|REDCLIFFE', 'TAS|BURNIE'],
  comingSoon: ['VIC|POINT COOK', 'QLD|SPRINGFIELD', 'WA|ELLENBROOK', 'NT|KATHERINE'],
} as const;
type EdgeKind = keyof typeof EDGE_LOCALITIES;

const isEdge = (kind: EdgeKind, pick: StorePick): boolean =>
  (EDGE_LOCALITIES[kind] as readonly string[]).includes(`${pick.state}|${pick.locality}`);

const STATE_STORE_ID_BASE: Record<AustralianState, number> = {
  NSW: 1000,
  VIC: 2000,
  QLD: 3000,
  WA: 4000,
  SA: 5000,
  TAS: 6000,
  ACT: 7000,
  NT: 8000,
};

const TIME_ZONES: Record<AustralianState, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

const AREA_CODES: Record<AustralianState, string> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  SA: '08',
  WA: '08',
  NT: '08',
};

/** Broken Hill keeps South Australian time and phone numbers, though it is in NSW. */
const isBrokenHill = (pick: StorePick): boolean => pick.state === 'NSW' && pick.locality === 'BROKEN HILL';

const STREETS = [
  'Main Street',
  'High Street',
  'Church Street',
  'Station Street',
  'Railway Parade',
  'King Street',
  'Queen Street',
  'Victoria Street',
  'Albert Street',
  'Market Street',
  'Commercial Road',
  'Bridge Road',
  'Beach Road',
  'Park Terrace',
];

const PAYMENT_PROFILES: PaymentProfile[] = [
  'all',
  'all',
  'all',
  'all',
  'all',
  'all',
  'noBuyNowPayLater',
  'buyNowPayLaterPaused',
  'noCash',
];

const localities = new Map(localityTable.map((entry) => [entry.key, entry]));

/** Further suburbs cost more and take longer. */
const surchargeFor = (distanceKm: number): number =>
  distanceKm < 1.5 ? 0 : distanceKm < 3 ? 100 : distanceKm < 4.5 ? 150 : distanceKm < 6 ? 200 : 300;
const adjustmentFor = (distanceKm: number): number => Math.min(15, Math.round(distanceKm * 2));

const deliveryZoneFor = (
  pick: StorePick,
  nearby: { locality: string; postcode: string; state: string; distanceKm: number }[],
) => {
  const own: DeliverySuburb = {
    suburbName: titleCase(pick.locality),
    postcode: pick.postcode,
    state: pick.state,
    surchargeCents: 0,
    adjustmentTimeMinutes: 0,
  };
  const suburbs = nearby.map((suburb): DeliverySuburb => ({
    suburbName: titleCase(suburb.locality),
    postcode: suburb.postcode,
    state: suburb.state as AustralianState,
    surchargeCents: surchargeFor(suburb.distanceKm),
    adjustmentTimeMinutes: adjustmentFor(suburb.distanceKm),
  }));
  const furthest = Math.max(0, ...nearby.map((suburb) => suburb.distanceKm));
  return { radiusKm: Math.min(8, Math.max(5, Math.ceil(furthest))), suburbs: [own, ...suburbs] };
};

const buildStore = (pick: StorePick, indexInState: number): StoreSeed => {
  const key = pickKey(pick);
  const located = localities.get(key);
  if (!located) throw new Error(`store-localities.json has no ${key}: run generate-store-localities.ts`);
  const code = `${pick.state}${String(indexInState + 1).padStart(3, '0')}`;
  const storeId = STATE_STORE_ID_BASE[pick.state] + indexInState + 1;
  const hash = stableHash(code);
  const comingSoon = isEdge('comingSoon', pick);
  const deliveryTimeMinutes = pickBy(`${code}:delivery`, [25, 30, 30, 35, 35, 40, 45]);
  const pickupTimeMinutes = pickBy(`${code}:pickup`, [10, 15, 15, 20]);
  const automation = hash % 3 !== 0;
  const areaCode = isBrokenHill(pick) ? '08' : AREA_CODES[pick.state];
  return {
    code,
    storeId,
    name: `Red Roof Pizza ${titleCase(pick.locality)}`,
    city: titleCase(pick.locality),
    state: pick.state,
    postCode: pick.postcode,
    canPickup: true,
    canDeliver: !isEdge('pickupOnly', pick),
    isPOSOnline: !isEdge('posOffline', pick),
    deliveryTimeMinutes,
    pickupTimeMinutes,
    averageDeliveryTimeMinutes: hash % 5 === 0 ? null : deliveryTimeMinutes + intBy(`${code}:avgd`, -3, 8),
    averagePickupTimeMinutes: hash % 4 === 0 ? null : pickupTimeMinutes + intBy(`${code}:avgp`, -2, 5),
    allowPromiseTimeAutomation: automation,
    isAlgoPromiseTimeEnabled: automation && hash % 2 === 0,
    storeName: slugify(titleCase(pick.locality)),
    address: `${hash % 4 === 0 ? `Shop ${intBy(`${code}:shop`, 1, 24)}, ` : ''}${intBy(`${code}:number`, 1, 399)} ${pickBy(`${code}:street`, STREETS)}`,
    phone: `(${areaCode}) 5550 ${String(storeId).padStart(4, '0')}`,
    latitude: located.latitude,
    longitude: located.longitude,
    timeZone: isBrokenHill(pick) ? 'Australia/Broken_Hill' : TIME_ZONES[pick.state],
    isComingSoon: comingSoon,
    canAcceptOnlineOrders: !comingSoon && !isEdge('notTakingOnlineOrders', pick),
    canAcceptOnlineCreditCards: hash % 17 !== 0,
    canAcceptOnlineAmexCheckout: hash % 6 !== 0,
    canAcceptOnlineVisaCheckout: hash % 8 !== 0,
    isContactless: hash % 7 !== 0,
    merchantId: `RRP${String(storeId).padStart(6, '0')}`,
    pod: {
      occasion: pick.sector === 'CBD' ? 'LateNight' : 'Standard',
      sector: pick.sector,
      deliveryAdjustmentMinutes: pick.sector === 'CBD' ? 10 : pick.sector === 'Metro' ? intBy(`${code}:pod`, 0, 5) : 0,
    },
    minimumDeliveryOrderValue: hash % 4 === 1 ? 2500 : 2000,
    minimumPickupOrderValue: 0,
    paymentOptions: paymentOptionsFor(pickBy(`${code}:payments`, PAYMENT_PROFILES)),
    weeklyHours: weeklyHoursFor(pick.sector),
    tradingExceptions: tradingExceptionsFor(pick.state),
    deliveryZone: deliveryZoneFor(pick, located.nearby),
  };
};

const countInState = new Map<AustralianState, number>();

/** Every store, in state order; codes number the stores of a state from 001. */
export const stores: StoreSeed[] = storePicks.map((pick) => {
  const index = countInState.get(pick.state) ?? 0;
  countInState.set(pick.state, index + 1);
  return buildStore(pick, index);
});

const codesOf = (kind: EdgeKind): string[] =>
  stores
    .filter((_store, index) => {
      const pick = storePicks[index];
      return pick !== undefined && isEdge(kind, pick);
    })
    .map((store) => store.code);

/** Codes of the edge-case stores described above. */
export const edgeStoreCodes: Record<EdgeKind, string[]> = {
  posOffline: codesOf('posOffline'),
  pickupOnly: codesOf('pickupOnly'),
  notTakingOnlineOrders: codesOf('notTakingOnlineOrders'),
  comingSoon: codesOf('comingSoon'),
};
