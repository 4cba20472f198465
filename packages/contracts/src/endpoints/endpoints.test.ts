import { describe, expect, it } from 'vitest';
import { PRODUCT_PREFIX } from '../constants';
import { buildPath } from '../endpoint';
import { endpoints } from './index';

const all = Object.entries(endpoints);

describe('endpoint table', () => {
  it('idempotent true for create-purchase, payment-data and refund only', () => {
    const idempotent = all.filter(([, e]) => 'idempotent' in e && e.idempotent).map(([name]) => name).sort();
    expect(idempotent).toEqual(['createPurchase', 'paymentData', 'refundCharge']);
  });
  it('the payments service serves the per-provider paths', () => {
    const payments = all.filter(([, e]) => e.service === 'payments').map(([, e]) => e.path).sort();
    expect(payments).toEqual(['/{provider}/create-purchase', '/{provider}/payment-data']);
  });
  it('no credentials only for the public reads, the checkout session and the widget API', () => {
    const noCredentials = all.filter(([, e]) => !e.credentials).map(([, e]) => `${e.method} ${e.path}`).sort();
    expect(noCredentials).toEqual([
      'GET /checkout-sessions/{id}',
      'GET /payment-links/purchase/{id}',
      'GET /postal-codes/{country}/{postal_code}',
      'GET /purchases/{id}',
      'GET /subscriptions/{id}',
      'GET /widget/session',
      'POST /checkout-sessions/{id}/extend',
      'POST /widget/checkout-sessions',
    ]);
  });
  it('widget access only on the widget API, which sends no cookies', () => {
    const widget = all.filter(([, e]) => e.access === 'widget').map(([, e]) => `${e.method} ${e.path} ${e.credentials}`);
    expect(widget.sort()).toEqual(['GET /widget/session false', 'POST /widget/checkout-sessions false']);
  });
  it('multipart where the spec says multipart', () => {
    const multipart = all.filter(([, e]) => 'multipart' in e && e.multipart).map(([, e]) => `${e.method} ${e.path}`).sort();
    expect(multipart).toEqual(['POST /media/legal-documentation', 'POST /services', 'PUT /services/{id}']);
  });
  it('plan paths use the product prefix', () => {
    expect(endpoints.productPlanCheckout.path).toBe(`/${PRODUCT_PREFIX}-plans/checkout/{id}`);
  });
  it('one method and path is one route, except the purchase read shared by dashboard and checkout', () => {
    const routes = all.map(([, e]) => `${e.method} ${e.path}`);
    const repeated = routes.filter((r, i) => routes.indexOf(r) !== i);
    expect(repeated).toEqual(['GET /purchases/{id}']);
  });
  it('paths fill their placeholders', () => {
    expect(buildPath(endpoints.servicePlan.path, { service_id: 's 1', plan_id: 'p' })).toBe('/services/s%201/plans/p');
    expect(() => buildPath(endpoints.servicePlan.path, { service_id: 's' })).toThrow(/plan_id/);
  });
});
