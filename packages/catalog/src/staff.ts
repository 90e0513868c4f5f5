import { stores } from './stores/stores.ts';

/**
 * A manager for the flagship store of each state and territory, plus Bondi Junction (a second
 * Sydney store, to show staff see only their own). Development passwords: docs/store-console.md.
 */
export const STAFFED_STORE_CODES = [
  'NSW001',
  'NSW002',
  'NSW003',
  'VIC001',
  'QLD001',
  'WA001',
  'SA001',
  'TAS001',
  'ACT001',
  'NT001',
];

export interface StaffSeed {
  username: string;
  name: string;
  storeCode: string;
  /**
   * 'store' (the default) runs the store's orders; 'editor' edits and publishes content;
   * 'marketing' schedules content cards and in-app messages.
   */
  role?: 'store' | 'editor' | 'marketing';
  /** Plain text for local development only; the seed stores a scrypt hash of it. */
  developmentPassword: string;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** Head office's content editor (the content editor at /content-editor); its store is the flagship. */
const contentEditor: StaffSeed = {
  username: 'content.editor',
  name: 'Content Editor',
  storeCode: 'NSW001',
  role: 'editor',
  developmentPassword: 'Pizza-Content-2026',
};

/** Head office's marketer (the marketing console at /marketing). */
const marketer: StaffSeed = {
  username: 'marketing.team',
  name: 'Marketing Team',
  storeCode: 'NSW001',
  role: 'marketing',
  developmentPassword: 'Pizza-Marketing-2026',
};

export const staffSeeds: StaffSeed[] = [
  ...stores
    .filter((store) => STAFFED_STORE_CODES.includes(store.code))
    .map((store) => ({
      username: `${store.storeName}.manager`,
      name: `${store.name.replace('Red Roof Pizza ', '')} Manager`,
      storeCode: store.code,
      developmentPassword: `Pizza-${titleCase(store.storeName)}-2026`,
    })),
  contentEditor,
  marketer,
];
