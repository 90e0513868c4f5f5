// Which store delivers to a point, and what the suburb adds: zones are a radius around the
// store plus a list of suburbs (with their surcharges and extra minutes).
import { distanceKm, type GeoPoint } from './geo.ts';

/** Coordinates are optional: a suburb without them is matched by name and postcode only. */
export type ZoneSuburb = Partial<GeoPoint> & {
  suburbName: string;
  postcode: string;
  surchargeCents: number;
  adjustmentTimeMinutes: number;
};

export type DeliveryZoneArea = { radiusKm: number; suburbs: readonly ZoneSuburb[] };

/** A listed suburb covers points this close to its centre even beyond the store's radius. */
export const SUBURB_REACH_KM = 2.5;

export type ZoneMatch = {
  distanceKm: number;
  /** The listed suburb the address falls in, when any: its surcharge and minutes apply. */
  suburb: ZoneSuburb | null;
};

/**
 * Matches an address to a zone. A named suburb and postcode (from the address lookup) win;
 * otherwise the nearest listed suburb within reach. Outside both the radius and every listed
 * suburb, the store does not deliver (null).
 */
export function matchDeliveryZone(
  store: GeoPoint,
  zone: DeliveryZoneArea,
  address: GeoPoint & { suburbName?: string | undefined; postcode?: string | undefined },
): ZoneMatch | null {
  const fromStore = distanceKm(store, address);
  const named = address.suburbName
    ? zone.suburbs.find(
        (s) =>
          s.suburbName.toLowerCase() === address.suburbName!.toLowerCase() &&
          (!address.postcode || s.postcode === address.postcode),
      )
    : undefined;
  if (named) return { distanceKm: fromStore, suburb: named };

  let nearest: { suburb: ZoneSuburb; km: number } | null = null;
  for (const suburb of zone.suburbs) {
    if (suburb.latitude === undefined || suburb.longitude === undefined) continue;
    const km = distanceKm({ latitude: suburb.latitude, longitude: suburb.longitude }, address);
    if (km <= SUBURB_REACH_KM && (!nearest || km < nearest.km)) nearest = { suburb, km };
  }
  if (nearest) return { distanceKm: fromStore, suburb: nearest.suburb };
  if (fromStore <= zone.radiusKm) return { distanceKm: fromStore, suburb: null };
  return null;
}
