// Import borders checked by `import-x/no-restricted-paths` (decision 163). The zones are built from
// the folders on disk, so a new feature or module gets its border without editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const webSource = 'apps/web/src';
const apiModules = 'apps/api/src/modules';

/**
 * What one API module may import from another: its services, its wiring and its repository
 * interface (by file name), plus the files listed here, each the port or the published shape that
 * other modules are meant to use. Everything else in a module folder is private to it.
 */
export const moduleInterfaceFiles = {
  basket: ['basket-access.ts', 'basket-disposition.ts', 'basket-view.ts'],
  captcha: ['captcha-check.ts'],
  config: ['configuration-source.ts'],
  customer: ['access-tokens.ts', 'customer-auth-http.ts', 'customer-secrets.ts'],
  notifier: ['notifier.ts', 'message-templates.ts', 'dev-outbox.routes.ts'],
  order: ['order-events.ts'],
  payment: ['payment-gateway.ts', 'payment-availability.ts', 'card-sessions.ts', 'card-testing-guard.ts'],
  // Pure pricing rules (items, meals, vouchers) that basket, voucher and order all apply.
  pricing: [
    'basket-pricing.ts',
    'item-pricing.ts',
    'meal-pricing.ts',
    'pricing-context.ts',
    'voucher-errors.ts',
    'voucher-reconcile.ts',
    'voucher-usable.ts',
  ],
  product: ['product-view.ts'],
  store: ['store-view.ts'],
  voucher: ['voucher-redemption.ts'],
};

/** File names that make a file part of its module's interface wherever it is. */
export const moduleInterfaceSuffixes = ['.service.ts', '.module.ts', '.repository.ts'];

function folders(root, relative) {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** @param {string} root the repository root (absolute) */
export function borderZones(root) {
  const features = folders(root, `${webSource}/features`);
  const modules = folders(root, apiModules);
  const modulesGlob = path.join(root, apiModules);

  const featureZones = features.map((feature) => ({
    target: `${webSource}/features/${feature}`,
    from: `${webSource}/features`,
    except: [`./${feature}`],
    message: `features/${feature} imports only its own folder, ui and lib; move what two features share to ui or lib.`,
  }));

  const layerZones = [
    {
      target: [`${webSource}/ui`, `${webSource}/lib`],
      from: [`${webSource}/features`, `${webSource}/app`],
      message: 'ui and lib are shared by every feature and import no feature and not the app shell.',
    },
    {
      target: `${webSource}/features`,
      from: `${webSource}/app`,
      message: 'Features do not import the app shell; the shell imports them.',
    },
  ];

  const sharedInterface = [
    ...moduleInterfaceSuffixes.map((suffix) => `${modulesGlob}/*/*${suffix}`),
    // @(a|b) keeps each entry a glob pattern, as the rule requires when `from` is one.
    ...Object.entries(moduleInterfaceFiles).map(([module, files]) => `${modulesGlob}/${module}/@(${files.join('|')})`),
  ];
  const moduleZones = modules.map((module) => ({
    target: `${apiModules}/${module}`,
    from: `${modulesGlob}/**`,
    except: [`${modulesGlob}/${module}/**`, ...sharedInterface],
    message: `Another module is reached only through its interface: *.service.ts, *.module.ts, *.repository.ts and the files in moduleInterfaceFiles (tools/lint/src/borders.js).`,
  }));

  return [...featureZones, ...layerZones, ...moduleZones];
}
