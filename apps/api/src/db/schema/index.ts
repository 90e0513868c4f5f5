export * from './configuration.ts';
export * from './catalog.ts';
export * from './baskets.ts';
export * from './vouchers.ts';
export * from './payment-sandbox.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './staff.ts';
