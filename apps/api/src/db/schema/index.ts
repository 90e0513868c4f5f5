export * from './configuration.ts';
export * from './catalog.ts';
