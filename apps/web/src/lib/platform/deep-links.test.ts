import { beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyDeepLink, handleDeepLink } from './deep-links.ts';

const APP_HOST = 'www.redroofpizza.example';
const isInternalRoute = (path: string) => ['/menu/pizza', '/offers', '/account/details'].includes(path);

describe('classifyDeepLink', () => {
  it('routes a link to one of our routes in-app by path plus query', () => {
    expect(classifyDeepLink(`https://${APP_HOST}/menu/pizza?size=large#top`, APP_HOST, isInternalRoute)).toEqual({
      kind: 'in-app',
      to: '/menu/pizza?size=large',
    });
  });

  it.each([
    ['an unknown path on our host', `https://${APP_HOST}/no-such-page`],
    ['a foreign host', 'https://elsewhere.example/menu/pizza'],
    ['a look-alike host', `https://${APP_HOST}.evil.example/menu/pizza`],
    ['our host as user info', `https://${APP_HOST}@evil.example/menu/pizza`],
    ['our host on another port', `https://${APP_HOST}:8443/menu/pizza`],
  ])('opens %s in the in-app browser', (_name, link) => {
    expect(classifyDeepLink(link, APP_HOST, isInternalRoute)).toEqual({ kind: 'browser', url: new URL(link).href });
  });

  it.each([['javascript:alert(1)'], ['file:///etc/passwd'], ['not a link']])('goes nowhere for %j', (link) => {
    expect(classifyDeepLink(link, APP_HOST, isInternalRoute)).toEqual({ kind: 'refused' });
  });
});

describe('handleDeepLink', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  const deps = () => ({ appHost: APP_HOST, isInternalRoute, navigate: vi.fn(), openBrowser: vi.fn(async () => {}) });

  it('navigates the app for an internal link and never opens the browser', async () => {
    const d = deps();
    await handleDeepLink(`https://${APP_HOST}/offers?code=PIZZA`, d);
    expect(d.navigate).toHaveBeenCalledWith('/offers?code=PIZZA');
    expect(d.openBrowser).not.toHaveBeenCalled();
  });

  it('opens any other link in the in-app browser and never navigates the app to it', async () => {
    const d = deps();
    await handleDeepLink('https://elsewhere.example/menu/pizza', d);
    expect(d.openBrowser).toHaveBeenCalledWith('https://elsewhere.example/menu/pizza');
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('sends the campaign-details event for utm_source, utm_medium and utm_campaign', async () => {
    await handleDeepLink(
      `https://${APP_HOST}/offers?utm_source=sms&utm_medium=text&utm_campaign=tuesday&utm_term=pizza&utm_content=a`,
      deps(),
    );
    expect(window.dataLayer).toEqual([
      { event: 'campaign_details', source: 'sms', medium: 'text', campaign: 'tuesday', term: 'pizza', content: 'a' },
    ]);
  });

  it('sends no campaign event when one of the three is missing', async () => {
    await handleDeepLink(`https://${APP_HOST}/offers?utm_source=sms&utm_medium=text`, deps());
    expect(window.dataLayer).toEqual([]);
  });
});
