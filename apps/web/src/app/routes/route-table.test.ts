// The real route table in a memory router: every route of both spec tables, every redirect and
// every access rule, as the browser would meet them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, isRouteErrorResponse, type DataRouter } from 'react-router';
import { routeNameOf } from '../../lib/route-names.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import * as fatal from '../fatal/show-fatal.tsx';
import { revalidateOnAuthChange } from '../mount-app.tsx';
import { createRoutes } from './route-table.tsx';

function settled(router: DataRouter): Promise<DataRouter> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve(router);
    });
  });
}

async function open(path: string) {
  const router = await settled(createMemoryRouter(createRoutes(), { initialEntries: [path] }));
  const { location, matches, errors } = router.state;
  const error = errors ? Object.values(errors)[0] : undefined;
  const name = routeNameOf(matches.map((m) => ({ handle: m.route.handle, data: router.state.loaderData[m.route.id] })));
  return {
    router,
    url: `${location.pathname}${location.search}`,
    name,
    notFound: isRouteErrorResponse(error) && error.status === 404,
    error,
  };
}

const signIn = (hasEmailAccount = true) =>
  useAuthStore.getState().signIn({ customerId: 'c1', firstName: 'Sam', email: 'sam@example.com', hasEmailAccount });

afterEach(() => {
  useAuthStore.getState().signOut();
  useCallCentreStore.getState().disableCallCentre();
});

describe('every route of both route tables', () => {
  it.each([
    ['/', 'landing'],
    ['/new', 'new'],
    ['/styleguide', 'styleguide'],
    ['/cart', 'cart'],
    ['/offers', 'offers'],
    ['/offers/freegarlic', 'offers'],
    ['/coupons', 'coupons'],
    ['/menu/pizza', 'menu-category'],
    ['/menu/pizza/classics-range', 'menu-category'],
    ['/menu/offers', 'menu-category'],
    ['/menu/pizza/product/pizzas/pepperoni', 'product'],
    ['/menu/pizza/classics-range/product/pizzas/pepperoni/item-1', 'product'],
    ['/product/pizza/pepperoni', 'product-redirect'],
    ['/product/pizza/pepperoni/item-1', 'product-redirect'],
    ['/pizza-meals/family-feast', 'meal'],
    ['/pizza-meals/family-feast/group-1', 'meal'],
    ['/checkout', 'checkout'],
    ['/checkout/paypal', 'checkout'],
    ['/zippayconfirmation?checkoutId=z1', 'zippay-confirmation'],
    ['/completeafterpay/b1', 'complete-afterpay'],
    ['/card-auth', 'card-auth'],
    ['/process-order/b1', 'process-order'],
    ['/order/o1', 'order'],
    ['/order/o1/hawaiian-pizza-game', 'hawaiian-pizza-game'],
    ['/track-order', 'track-order'],
    ['/stores', 'stores'],
    ['/stores/pizza-hut-parramatta', 'store'],
    ['/contact', 'contact'],
    ['/franchise', 'franchise'],
    ['/franchise/thank-you', 'franchise-thanks'],
    ['/careers-apply-now', 'careers'],
    ['/blog', 'blog'],
    ['/blog/category/news', 'blog-category'],
    ['/blog/first-post', 'blog-post'],
    ['/c', 'campaign-form'],
    ['/c/free-pizza/42', 'campaign-form'],
    ['/about-us', 'cms-content'],
    ['/help/ordering', 'cms-content'],
    ['/locate', 'location'],
    ['/menu/pizza/locate/bondi/delivery', 'location'],
    ['/qr/bondi/pickup/asap', 'qr'],
    ['/qr/bondi/pickup/asap/p1/basket/b1', 'qr'],
    ['/order/o1/survey/s1', 'survey'],
    ['/account', 'account'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/oauth-register', 'oauth-register'],
    ['/verify-otp', 'verify-otp'],
    ['/oauth/paypal-redirect', 'oauth-paypal-redirect'],
    ['/oauth/redirect', 'oauth-redirect'],
    ['/change-email/c1/T0k3n/confirm', 'change-email'],
    ['/change-email/c1/T0k3n/cancel', 'change-email'],
    ['/preferences/email', 'opt-out'],
    ['/preferences/sms/abc123', 'opt-out'],
  ])('%s is %s', async (path, name) => {
    const result = await open(path);
    expect(result.error).toBeUndefined();
    expect(result.url).toBe(path);
    expect(result.name).toBe(name);
  });

  it.each([
    ['/account/details', 'account-details'],
    ['/account/notifications', 'account-notifications'],
    ['/account/rewards', 'account-rewards'],
    ['/account/payment', 'account-payment'],
    ['/account/email', 'account-email'],
    ['/account/history', 'account-history'],
    ['/account/security', 'account-security'],
    ['/account/communication', 'account-communication'],
  ])('%s is %s when logged in', async (path, name) => {
    signIn();
    const result = await open(path);
    expect(result.url).toBe(path);
    expect(result.name).toBe(name);
  });

  it('answers /fatal with the fatal route, which shows the fatal screen', async () => {
    const show = vi.spyOn(fatal, 'showFatal').mockImplementation(() => {});
    expect((await open('/fatal')).name).toBe('fatal');
    expect(show).toHaveBeenCalledOnce();
    show.mockRestore();
  });
});

describe('staff tools', () => {
  it.each([
    ['/store-console', 'Store console'],
    ['/content-editor', 'Content editor'],
    ['/marketing', 'Marketing console'],
    ['/errors', 'Error reports'],
  ])('%s opens in the staff frame with its title, outside the shell', async (path, title) => {
    const { router, url, error, name } = await open(path);
    expect(error).toBeUndefined();
    expect(url).toBe(path);
    // A staff tool is no customer route: the spec's route lists never name it.
    expect(name).toBeUndefined();
    const routes = router.state.matches.map((m) => m.route);
    expect(routes.map((route) => route.id).slice(0, 2)).toEqual(['root', 'staff-frame']);
    expect(routes.at(-1)?.handle).toEqual({ staffTitle: title });
  });

  it('customer pages open in the shell', async () => {
    const { router } = await open('/offers');
    expect(router.state.matches.map((m) => m.route.id).slice(0, 2)).toEqual(['root', 'shell']);
  });
});

describe('redirects', () => {
  it.each([
    ['/pizza-hut-parramatta', '/stores/pizza-hut-parramatta'],
    ['/content/about-us', '/about-us'],
    ['/menu/pizza/classics-range/margherita', '/product/pizza/margherita'],
    ['/schnitzza', '/menu/schnitzza'],
    ['/preferences/unsubscribe/sms/AbC123', '/preferences/sms/abc123'],
    // Only the change-email route is case sensitive (docs/decisions/118).
    ['/preferences/EMAIL/x', '/preferences/email/x'],
    ['/preferences/unsubscribe/email/u-1', '/preferences/email/u-1'],
    ['/preferences/unsubscribe/email', '/preferences/email'],
    ['/checkout/bitcoin', '/checkout'],
    ['/zippayconfirmation', '/offers'],
    ['/Menu/Pizza', '/menu/pizza'],
    ['/offers/FREEGARLIC', '/offers/freegarlic'],
    ['/MENU/WingsStreet?utm_source=Google', '/menu/wingsstreet?utm_source=Google'],
  ])('%s goes to %s', async (from, to) => {
    expect((await open(from)).url).toBe(to);
  });

  it('keeps the query string', async () => {
    expect((await open('/schnitzza?utm_source=fb&irpid=7')).url).toBe('/menu/schnitzza?utm_source=fb&irpid=7');
  });

  it('/callcentermode/{agentName} sets call-centre mode with the agent name, then goes to /', async () => {
    expect((await open('/callcentermode/Priya')).url).toBe('/');
    expect(useCallCentreStore.getState()).toMatchObject({ isCallCentre: true, agentName: 'Priya' });
  });
});

describe('parameter rules', () => {
  it.each([
    '/change-email/c1/t/Confirm',
    '/change-email/c1/t/CANCEL',
    '/change-email/c1/t/delete',
    '/preferences/post',
    '/stores/bondi',
    '/stores/pizza-hut-',
    '/wp-login.php',
    '/this-page-does-not-exist/ever.html',
  ])('%s is not found', async (path) => {
    const result = await open(path);
    expect(result.notFound).toBe(true);
    expect(result.url).toBe(path);
  });
});

describe('access rules', () => {
  it.each(['details', 'notifications', 'rewards', 'payment', 'email', 'history', 'security', 'communication'])(
    '/account/%s sends a visitor to /account with a redirect parameter',
    async (child) => {
      expect((await open(`/account/${child}`)).url).toBe(
        `/account?redirect=${encodeURIComponent(`/account/${child}`)}`,
      );
    },
  );

  it('keeps the query in the redirect parameter', async () => {
    expect((await open('/account/history?page=2')).url).toBe(
      `/account?redirect=${encodeURIComponent('/account/history?page=2')}`,
    );
  });

  it('lets a visitor see account home', async () => {
    expect((await open('/account')).url).toBe('/account');
  });

  it('sends the email child to /account/details without an email account', async () => {
    signIn(false);
    expect((await open('/account/email')).url).toBe('/account/details');
  });

  it.each(['/login', '/register', '/oauth-register', '/verify-otp'])(
    '%s goes to /account when logged in',
    async (path) => {
      signIn();
      expect((await open(path)).url).toBe('/account');
    },
  );

  it.each(['/oauth/paypal-redirect', '/oauth/redirect'])('%s goes to / when logged in', async (path) => {
    signIn();
    expect((await open(path)).url).toBe('/');
  });

  it('checks again when the login state changes (signing out on a protected screen)', async () => {
    signIn();
    const { router } = await open('/account/details');
    const stop = revalidateOnAuthChange(router);
    useAuthStore.getState().signOut();
    await settled(router);
    await new Promise((r) => setTimeout(r, 0));
    await settled(router);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/account?redirect=%2Faccount%2Fdetails',
    );
    stop();
  });
});
