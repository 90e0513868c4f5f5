import { productViewSchema, type ProductView } from '@storefront/contract';
import { z } from 'zod';

const listSchema = z.array(productViewSchema);

/** Distinct answers kept per catalogue snapshot; past this the cache starts afresh. */
const MAX_ENTRIES = 1_000;

/** The JSON of each kept list, by identity, so it is serialised once too. */
const jsonOfList = new WeakMap<object, string>();

/**
 * Menu lists, checked against the contract once per catalogue snapshot and question. Checking a
 * pizza list costs ~2 ms, ten times everything else the call does, and the menu read's budget is
 * 3,000 requests/s; so the route sends a kept list through `serialiseList`. A new snapshot (once
 * a minute) starts a fresh cache. Callers must not mutate what they get.
 */
export function checkedLists() {
  const bySnapshot = new WeakMap<object, Map<string, ProductView[]>>();
  return (snapshot: object, key: string, build: () => ProductView[]): ProductView[] => {
    let entries = bySnapshot.get(snapshot);
    if (!entries || entries.size >= MAX_ENTRIES) {
      entries = new Map();
      bySnapshot.set(snapshot, entries);
    }
    let list = entries.get(key);
    if (list === undefined) {
      list = listSchema.parse(build());
      jsonOfList.set(list, JSON.stringify(list));
      entries.set(key, list);
    }
    return list;
  };
}

/** A kept list's JSON; anything else (problem details) is plainly serialised. */
export const serialiseList = (data: unknown): string =>
  (typeof data === 'object' && data !== null && jsonOfList.get(data)) || JSON.stringify(data);
