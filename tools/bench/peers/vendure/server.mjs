// Vendure for `npm run bench:peers` (tools/bench/src/peers.ts): a minimal server on the database of
// VENDURE_DATABASE_URL (created fresh by the bench; schema by `synchronize`), listening on
// 127.0.0.1:PORT with bearer-token sessions, no plugins. On start it populates the database with
// Vendure's own helper: one country and zone, a 10 % tax rate, a shipping and a payment method, and
// one product with one variant in stock (the CSV below). Run with VENDURE_DISABLE_TELEMETRY=true.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, DefaultLogger, dummyPaymentHandler, LogLevel } from '@vendure/core';
import { populate } from '@vendure/core/cli/index.js';

const database = new URL(process.env.VENDURE_DATABASE_URL);

/** @type {import('@vendure/core').VendureConfig} */
const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(process.env.PORT),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: 'bearer',
    superadminCredentials: { identifier: 'superadmin', password: process.env.VENDURE_SUPERADMIN_PASSWORD },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: database.hostname,
    port: Number(database.port || 5432),
    username: decodeURIComponent(database.username),
    password: decodeURIComponent(database.password),
    database: database.pathname.slice(1),
    synchronize: true,
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [],
};

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'Oceania',
  countries: [{ name: 'Australia', code: 'AU', zone: 'Oceania' }],
  taxRates: [{ name: 'Standard Tax', percentage: 10 }],
  shippingMethods: [{ name: 'Pickup', price: 0 }],
  paymentMethods: [
    {
      name: 'Cash',
      handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'false' }] },
    },
  ],
  collections: [],
};

const PRODUCT_SLUG = 'margherita';
const csv = [
  'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets',
  `Margherita,${PRODUCT_SLUG},"Tomato, mozzarella and basil",,,,,MARGHERITA-L,14.90,Standard Tax,1000000,true,,`,
].join('\n');

// The working directory is a temporary one the bench made for this process and removes after it.
const csvPath = path.join(process.cwd(), 'products.csv');
writeFileSync(csvPath, `${csv}\n`);
const app = await populate(() => bootstrap(config), initialData, csvPath);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.log('vendure ready');
