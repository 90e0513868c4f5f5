// The one route table. It mirrors the route tables of both specification documents, in their order.
// Landing is in the first bundle; every other area is lazy-loaded (see areas.ts). Customer pages
// render in the shell; the staff tools in the staff frame (decision 243).
import type { RouteObject } from 'react-router';
import { LandingPage } from '../../features/home/landing-page.tsx';
import type { RouteHandle, RouteName } from '../../lib/route-names.ts';
import { fatalLoader, FatalRoute } from '../fatal/fatal-route.tsx';
import { loadChunk } from '../navigation/chunk-reload.ts';
import { RouteError } from '../shell/route-error.tsx';
import { Shell } from '../shell/shell.tsx';
import type { StaffHandle } from '../shell/staff-frame.tsx';
import { areas } from './areas.ts';
import { loggedOutOnly, requireAuth, requireEmailAccount } from './guards.ts';
import { screen } from './lazy-screen.tsx';
import {
  callCentreLoader,
  changeEmailLoader,
  checkoutLoader,
  contentRedirect,
  menuProductRedirect,
  optOutLoader,
  rootLoader,
  rootShouldRevalidate,
  schnitzzaRedirect,
  storePageLoader,
  tailLoader,
  unsubscribeRedirect,
  zipPayLoader,
} from './redirects.ts';
import { PageSpinner, TailScreen } from './tail-screen.tsx';

const named = (name: RouteName): { handle: RouteHandle } => ({ handle: { name } });

type AccountScreen = keyof Awaited<ReturnType<typeof areas.account>>;

const accountChild = (path: string, name: RouteName, component: AccountScreen, loader = requireAuth): RouteObject => ({
  path,
  loader,
  ...named(name),
  ...screen(areas.account, component),
});

// A function, not a constant: React Router keeps lazy-loading state on the route objects, so each
// router (one in the app, many in tests) needs its own.
const pages = (): RouteObject[] => [
  // Document 1: shell, stores, accounts, forms ...
  { index: true, ...named('landing'), Component: LandingPage },
  { path: 'new', ...named('new'), ...screen(areas.content, 'NewPage') },
  { path: 'styleguide', ...named('styleguide'), ...screen(areas.styleguide, 'StyleguidePage') },
  { path: 'cart', ...named('cart'), ...screen(areas.basket, 'CartPage') },
  { path: 'offers/:voucherCode?', ...named('offers'), ...screen(areas.vouchers, 'OffersPage') },
  { path: 'coupons', ...named('coupons'), ...screen(areas.vouchers, 'CouponsPage') },
  {
    path: 'menu/:category/:subcategory?',
    ...named('menu-category'),
    ...screen(areas.menu, 'MenuCategoryPage'),
    children: [
      {
        path: 'product/:type/:slug/:basketItemId?',
        ...named('product'),
        ...screen(areas.product, 'ProductModalScreen'),
      },
    ],
  },
  { path: 'menu/:category/:subcategory/:slug', loader: menuProductRedirect },
  { path: 'product/:type/:slug/:basketItemId?', ...named('product-redirect'), ...screen(areas.product, 'ProductPage') },
  { path: 'pizza-meals/:slug/:basketItemId?', ...named('meal'), ...screen(areas.product, 'MealPage') },
  {
    path: 'checkout/:paymentMethod?',
    loader: checkoutLoader,
    ...named('checkout'),
    ...screen(areas.checkout, 'CheckoutPage'),
  },
  {
    path: 'zippayconfirmation',
    loader: zipPayLoader,
    ...named('zippay-confirmation'),
    ...screen(areas.checkout, 'ZipPayConfirmationPage'),
  },
  {
    path: 'completeafterpay/:basketId',
    ...named('complete-afterpay'),
    ...screen(areas.payment, 'CompleteAfterpayPage'),
  },
  { path: 'card-auth', ...named('card-auth'), ...screen(areas.payment, 'CardAuthPage') },
  { path: 'process-order/:basketId', ...named('process-order'), ...screen(areas.payment, 'ProcessOrderPage') },
  {
    path: 'order/:orderId',
    ...named('order'),
    ...screen(areas.orders, 'OrderPage'),
    children: [
      { path: 'hawaiian-pizza-game', ...named('hawaiian-pizza-game'), ...screen(areas.orders, 'HawaiianGamePage') },
    ],
  },
  { path: 'track-order', ...named('track-order'), ...screen(areas.orders, 'TrackOrderPage') },
  // Beyond the spec's pages: group orders with split payment (docs/group-orders.md).
  { path: 'group/start', ...screen(areas.groupOrder, 'GroupStartPage') },
  { path: 'group/:shareToken', ...screen(areas.groupOrder, 'GroupPage') },
  { path: 'stores', ...named('stores'), ...screen(areas.stores, 'StoreLocatorPage') },
  { path: 'stores/:storeSlug', loader: storePageLoader, ...named('store'), ...screen(areas.stores, 'StorePage') },
  { path: 'contact', ...named('contact'), ...screen(areas.forms, 'ContactPage') },
  { path: 'franchise', ...named('franchise'), ...screen(areas.forms, 'FranchisePage') },
  { path: 'franchise/thank-you', ...named('franchise-thanks'), ...screen(areas.forms, 'FranchiseThanksPage') },
  { path: 'careers-apply-now', ...named('careers'), ...screen(areas.forms, 'CareersPage') },
  { path: 'blog', ...named('blog'), ...screen(areas.content, 'BlogPage') },
  { path: 'blog/category/:category', ...named('blog-category'), ...screen(areas.content, 'BlogCategoryPage') },
  { path: 'blog/:slug', ...named('blog-post'), ...screen(areas.content, 'BlogPostPage') },
  { path: 'c/:slug?/:storeId?', ...named('campaign-form'), ...screen(areas.forms, 'CampaignFormPage') },
  { path: 'spin-to-win', ...named('spin-to-win'), ...screen(areas.spinToWin, 'SpinToWinPage') },
  { path: 'fatal', loader: fatalLoader, ...named('fatal'), Component: FatalRoute },
  {
    path: 'account',
    ...named('account'),
    ...screen(areas.account, 'AccountLayout'),
    children: [
      { index: true, ...named('account'), ...screen(areas.account, 'AccountHome') },
      accountChild('details', 'account-details', 'AccountDetails'),
      accountChild('notifications', 'account-notifications', 'AccountNotifications'),
      accountChild('rewards', 'account-rewards', 'AccountRewards'),
      accountChild('payment', 'account-payment', 'AccountPayment'),
      accountChild('email', 'account-email', 'AccountEmail', requireEmailAccount),
      accountChild('history', 'account-history', 'AccountHistory'),
      accountChild('security', 'account-security', 'AccountSecurity'),
      accountChild('communication', 'account-communication', 'AccountCommunication'),
    ],
  },
  { path: 'login', loader: loggedOutOnly('/account'), ...named('login'), ...screen(areas.auth, 'LoginPage') },
  { path: 'register', loader: loggedOutOnly('/account'), ...named('register'), ...screen(areas.auth, 'RegisterPage') },
  {
    path: 'oauth-register',
    loader: loggedOutOnly('/account'),
    ...named('oauth-register'),
    ...screen(areas.auth, 'OAuthRegisterPage'),
  },
  {
    path: 'verify-otp',
    loader: loggedOutOnly('/account'),
    ...named('verify-otp'),
    ...screen(areas.auth, 'VerifyOtpPage'),
  },
  {
    path: 'oauth/paypal-redirect',
    loader: loggedOutOnly('/'),
    ...named('oauth-paypal-redirect'),
    ...screen(areas.auth, 'OAuthReturnPage'),
  },
  {
    path: 'oauth/redirect',
    loader: loggedOutOnly('/'),
    ...named('oauth-redirect'),
    ...screen(areas.auth, 'OAuthReturnPage'),
  },
  {
    path: 'change-email/:customerId/:token/:action',
    loader: changeEmailLoader,
    ...named('change-email'),
    ...screen(areas.account, 'ChangeEmailPage'),
  },
  {
    path: 'preferences/:type/:userId?',
    loader: optOutLoader,
    ...named('opt-out'),
    ...screen(areas.optOut, 'OptOutPage'),
  },
  // Redirects
  { path: 'preferences/unsubscribe/sms/:userId?', loader: unsubscribeRedirect('sms'), ...named('unsubscribe') },
  {
    path: 'preferences/unsubscribe/email/:userId?',
    loader: unsubscribeRedirect('email'),
    ...named('unsubscribe-email'),
  },
  { path: 'content/:slug', loader: contentRedirect },
  { path: 'schnitzza', loader: schnitzzaRedirect },
  { path: 'callcentermode/:agentName', loader: callCentreLoader },
  // /pizza-hut-{storeName}, /{baseRoute*}/locate|qr|survey/..., /{slug*} and /{anything}
  { path: '*', loader: tailLoader, handle: { nameFromData: true } satisfies RouteHandle, Component: TailScreen },
];

const staffTitle = (title: string): { handle: StaffHandle } => ({ handle: { staffTitle: title } });

// Beyond the spec's pages: the staff tools. They render in the staff frame, not the customer's shell
// (decision 243); each names its tool for the frame's header.
const staffPages = (): RouteObject[] => [
  // The store's order console (docs/decisions/072).
  { path: 'store-console', ...staffTitle('Store console'), ...screen(areas.storeConsole, 'StoreConsolePage') },
  // The content editor for staff with the editor role (decision 177).
  { path: 'content-editor', ...staffTitle('Content editor'), ...screen(areas.contentEditor, 'ContentEditorPage') },
  // The marketing console for staff with the marketing role (decision 165).
  {
    path: 'marketing',
    ...staffTitle('Marketing console'),
    ...screen(areas.marketingConsole, 'MarketingConsolePage'),
  },
  // The error reports the site sent, for editors (decision 172).
  { path: 'errors', ...staffTitle('Error reports'), ...screen(areas.errorReports, 'ErrorReportsPage') },
];

// Lazy, with the tool it frames: the landing's first load carries no staff code.
const loadStaffFrame = () => loadChunk(() => import('../shell/staff-frame.tsx')).then((module) => module.StaffFrame);

export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    // The app mounts once the router is ready; this covers routers rendered earlier (tests).
    HydrateFallback: PageSpinner,
    // A frame's own failure. A page's errors render inside its frame (the header stays) via the
    // pathless children below.
    ErrorBoundary: RouteError,
    children: [
      { id: 'shell', Component: Shell, children: [{ ErrorBoundary: RouteError, children: pages() }] },
      {
        id: 'staff-frame',
        lazy: { Component: loadStaffFrame },
        children: [{ ErrorBoundary: RouteError, children: staffPages() }],
      },
    ],
  },
];
