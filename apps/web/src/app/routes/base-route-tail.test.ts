import { describe, expect, it } from 'vitest';
import { parseTail } from './base-route-tail.ts';

describe('parseTail', () => {
  it('redirects /pizza-hut-{storeName} at the root only', () => {
    expect(parseTail('/pizza-hut-parramatta')).toEqual({ kind: 'store-redirect', storeName: 'parramatta' });
    expect(parseTail('/pizza-hut-')).toMatchObject({ kind: 'content' });
    expect(parseTail('/x/pizza-hut-bondi')).toMatchObject({ kind: 'content', slug: 'x/pizza-hut-bondi' });
  });

  describe('locate', () => {
    it('takes 0 to 3 optional parameters after any base route', () => {
      expect(parseTail('/locate')).toEqual({ kind: 'locate', routeName: 'location', baseRoute: '/' });
      expect(parseTail('/menu/pizza/locate/parramatta')).toEqual({
        kind: 'locate',
        routeName: 'location',
        baseRoute: '/menu/pizza',
        storeName: 'parramatta',
      });
      expect(parseTail('/offers/locate/bondi/delivery/2025-06-21T18:30')).toEqual({
        kind: 'locate',
        routeName: 'location',
        baseRoute: '/offers',
        storeName: 'bondi',
        serviceType: 'delivery',
        orderDueAt: '2025-06-21T18:30',
      });
    });

    it('is not a locate route with more than 3 parameters', () => {
      expect(parseTail('/locate/a/b/c/d')).toMatchObject({ kind: 'content' });
    });
  });

  describe('qr', () => {
    it('needs store, service type and time, with an optional product', () => {
      expect(parseTail('/qr/bondi/pickup/asap')).toEqual({
        kind: 'qr',
        routeName: 'qr',
        baseRoute: '/',
        storeName: 'bondi',
        serviceType: 'pickup',
        orderDueAt: 'asap',
        basket: false,
      });
      expect(parseTail('/menu/pizza/qr/bondi/pickup/asap/p-123')).toMatchObject({
        baseRoute: '/menu/pizza',
        productId: 'p-123',
        basket: false,
      });
      expect(parseTail('/qr/bondi/pickup')).toMatchObject({ kind: 'content' });
    });

    it('has a variant ending in /basket/{basketId?}', () => {
      expect(parseTail('/qr/bondi/delivery/asap/basket/b-9')).toMatchObject({
        kind: 'qr',
        basket: true,
        basketId: 'b-9',
      });
      expect(parseTail('/qr/bondi/delivery/asap/basket')).toMatchObject({ kind: 'qr', basket: true });
      expect(parseTail('/qr/bondi/delivery/asap/p-1/basket/b-9')).toMatchObject({ productId: 'p-1', basketId: 'b-9' });
      expect(parseTail('/qr/bondi/delivery/asap/p-1/p-2')).toMatchObject({ kind: 'content' });
    });
  });

  describe('survey', () => {
    it('takes the survey id after any base route', () => {
      expect(parseTail('/survey/s-1')).toEqual({
        kind: 'survey',
        routeName: 'survey',
        baseRoute: '/',
        surveyId: 's-1',
      });
      expect(parseTail('/blog/post/survey/s-1')).toMatchObject({ baseRoute: '/blog/post', surveyId: 's-1' });
    });

    it('reads the order id from a base route of form order/{id}', () => {
      expect(parseTail('/order/o-42/survey/s-1')).toEqual({
        kind: 'survey',
        routeName: 'survey',
        baseRoute: '/order/o-42',
        surveyId: 's-1',
        orderId: 'o-42',
      });
      expect(parseTail('/order/o-42/x/survey/s-1')).not.toHaveProperty('orderId');
    });

    it('needs exactly one parameter', () => {
      expect(parseTail('/survey')).toMatchObject({ kind: 'content', slug: 'survey' });
      expect(parseTail('/survey/a/b')).toMatchObject({ kind: 'content' });
    });
  });

  it('treats other slug paths as content pages (/{slug*})', () => {
    expect(parseTail('/about-us')).toEqual({ kind: 'content', routeName: 'cms-content', slug: 'about-us' });
    expect(parseTail('/help/faq/ordering')).toMatchObject({ slug: 'help/faq/ordering' });
  });

  it('answers anything else with not-found (/{anything})', () => {
    expect(parseTail('/wp-login.php')).toEqual({ kind: 'not-found', routeName: 'not-found' });
    expect(parseTail('/%E0%A4%A')).toEqual({ kind: 'not-found', routeName: 'not-found' });
    expect(parseTail('/')).toEqual({ kind: 'not-found', routeName: 'not-found' });
  });

  it('decodes segments and re-encodes the base route', () => {
    expect(parseTail('/my%20page/locate/st%20kilda')).toMatchObject({ baseRoute: '/my%20page', storeName: 'st kilda' });
  });
});
