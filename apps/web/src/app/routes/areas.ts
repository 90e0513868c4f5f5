// One chunk per feature area: every screen of an area comes from its screens module.
export const areas = {
  content: () => import('../../features/content/screens.ts'),
  styleguide: () => import('../../features/styleguide/screens.ts'),
  basket: () => import('../../features/basket/screens.ts'),
  vouchers: () => import('../../features/vouchers/screens.ts'),
  menu: () => import('../../features/menu/screens.ts'),
  product: () => import('../../features/product/screens.ts'),
  checkout: () => import('../../features/checkout/screens.ts'),
  payment: () => import('../../features/payment/screens.ts'),
  orders: () => import('../../features/orders/screens.ts'),
  stores: () => import('../../features/stores/screens.ts'),
  forms: () => import('../../features/forms/screens.ts'),
  account: () => import('../../features/account/screens.ts'),
  auth: () => import('../../features/auth/screens.ts'),
  optOut: () => import('../../features/opt-out/screens.ts'),
  survey: () => import('../../features/survey/screens.ts'),
  location: () => import('../../features/location/screens.ts'),
};
