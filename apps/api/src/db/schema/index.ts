export * from './configuration.ts';
export * from './catalog.ts';
export * from './baskets.ts';
