// The endpoint table: every endpoint of our API, by name, joined from one table per area. Add an
// endpoint to its area's file (or a new area here), then run `npm run contract:routes`.
import { accountEndpoints } from './account.ts';
import { analyticsEndpoints } from './analytics.ts';
import { appUpdateEndpoints } from './app-updates.ts';
import { addressEndpoints } from './address.ts';
import { basketEndpoints } from './basket.ts';
import { captchaEndpoints } from './captcha.ts';
import { configurationEndpoints } from './configuration.ts';
import { contentEndpoints } from './content.ts';
import { contentEditorEndpoints } from './content-editor.ts';
import { engagementEndpoints } from './engagement.ts';
import { customerEndpoints } from './customer.ts';
import { deviceEndpoints } from './devices.ts';
import { errorReportEndpoints } from './errors.ts';
import { groupOrderEndpoints } from './group-order.ts';
import { healthEndpoints } from './health.ts';
import { joinEndpointAreas } from './join.ts';
import { marketingEndpoints } from './marketing.ts';
import { menuPriceEndpoints } from './menu-prices.ts';
import { offersEndpoints } from './offers.ts';
import { orderEndpoints } from './order.ts';
import { paymentSetupEndpoints } from './payment-setup.ts';
import { placementEndpoints } from './placement.ts';
import { siteEndpoints } from './site.ts';
import { spinEndpoints } from './spin.ts';
import { productEndpoints } from './product.ts';
import { pushEndpoints } from './push.ts';
import { staffEndpoints } from './staff.ts';
import { storeEndpoints } from './store.ts';
import { storeformEndpoints } from './storeform.ts';
import { surveyEndpoints } from './survey.ts';
import { userEndpoints } from './user.ts';
import { voucherEndpoints } from './voucher.ts';

export const endpoints = joinEndpointAreas(
  storeEndpoints,
  siteEndpoints,
  surveyEndpoints,
  offersEndpoints,
  basketEndpoints,
  voucherEndpoints,
  placementEndpoints,
  paymentSetupEndpoints,
  configurationEndpoints,
  addressEndpoints,
  productEndpoints,
  marketingEndpoints,
  menuPriceEndpoints,
  contentEndpoints,
  contentEditorEndpoints,
  engagementEndpoints,
  captchaEndpoints,
  healthEndpoints,
  orderEndpoints,
  staffEndpoints,
  customerEndpoints,
  accountEndpoints,
  storeformEndpoints,
  analyticsEndpoints,
  userEndpoints,
  deviceEndpoints,
  errorReportEndpoints,
  spinEndpoints,
  pushEndpoints,
  appUpdateEndpoints,
  groupOrderEndpoints,
);

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

export * from './define.ts';
