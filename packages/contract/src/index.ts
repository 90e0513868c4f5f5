export * from './errors.ts';
export * from './configuration.ts';
export * from './health.ts';
