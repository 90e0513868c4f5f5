import { createHash } from 'node:crypto';
import { parseStreetLine } from './street-line-parser.ts';
import { foldForMatch } from './text-forms.ts';

/** The furthest a street address is placed from its locality's point, in metres. */
export const MAX_STREET_OFFSET_METRES = 800;

// Most of the offset comes from the street, so houses on one street sit together; a little comes
// from the whole line, so neighbours differ. The shares leave headroom under the maximum for the
// flat-earth degree conversion and the rounding below.
const STREET_SHARE_METRES = 700;
const HOUSE_SHARE_METRES = 80;
const METRES_PER_DEGREE_LATITUDE = 111_320;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A stable point in [0, 1) x [0, 1) drawn from the text's hash. */
function unitPair(text: string): [number, number] {
  const digest = createHash('sha256').update(text).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

/** East and north displacement, spread evenly over a disc of the given radius. */
function displacement(text: string, radius: number): [number, number] {
  const [u, v] = unitPair(text);
  const distance = radius * Math.sqrt(u);
  const bearing = 2 * Math.PI * v;
  return [distance * Math.sin(bearing), distance * Math.cos(bearing)];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The gazetteer knows a locality's point, not its streets. A street address is placed at that
 * point plus an offset derived from the street line, so different streets get different,
 * repeatable points near the locality, and a locality-only address gets the locality's point.
 */
export function streetCoordinates(locality: Point & { id: number }, street: string | null): Point {
  if (!street) return { latitude: locality.latitude, longitude: locality.longitude };
  const parsed = parseStreetLine(street);
  const streetKey = foldForMatch(`${parsed.streetName ?? street} ${parsed.streetType ?? ''}`);
  const [streetEast, streetNorth] = displacement(`${locality.id}|${streetKey}`, STREET_SHARE_METRES);
  const [houseEast, houseNorth] = displacement(`${locality.id}|${foldForMatch(street)}`, HOUSE_SHARE_METRES);
  const east = streetEast + houseEast;
  const north = streetNorth + houseNorth;
  const metresPerDegreeLongitude = METRES_PER_DEGREE_LATITUDE * Math.cos((locality.latitude * Math.PI) / 180);
  return {
    latitude: round6(locality.latitude + north / METRES_PER_DEGREE_LATITUDE),
    longitude: round6(locality.longitude + east / metresPerDegreeLongitude),
  };
}
