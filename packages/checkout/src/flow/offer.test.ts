import type { CheckoutPurchase, PaymentLinkView } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutAvailability, purchaseReadNeeded, type Read } from './offer';

const link = (active: boolean): Read<PaymentLinkView> => ({
  ok: true,
  data: {
    active,
    plan_id: 'plan-1',
    plan: {
      name: 'Bono 10 clases', description: null, unit_amount: 9000, currency: 'eur', type: 'fixed',
      recurring: false, frequency: null, billing_cycles: null, payment_day: null,
    },
    service: { name: 'Yoga', description: null, images: [{ content: 'https://x/img.png' }] },
    organization: { company_name: 'Demo S.L.', tyc: null, stripe_id: null },
  },
});
const purchase: Read<CheckoutPurchase> = {
  ok: true,
  data: {
    id: 'pu-1', status: 'incomplete', provider: 'STRIPE', service: { id: 's', name: 'Yoga' },
    plan: {
      id: 'plan-1', name: 'Bono', description: '', unit_amount: 9000, currency: 'eur', type: 'fixed', recurring: false,
      frequency: null, billing_cycles: null, payment_day: null,
    },
  },
};
const failed = (status: number, code: string): Read<never> => ({ ok: false, status, code, message: `${code} text` });

describe('checkout availability (public-flows 4.8, 8)', () => {
  it('waits for both reads', () => {
    expect(checkoutAvailability('x', link(true), undefined)).toEqual({ kind: 'loading' });
  });

  it('both fetches failing with 400 or more show the error page with the code and message', () => {
    expect(checkoutAvailability('x', failed(404, 'CHK-004'), failed(404, 'CHK-006'))).toEqual({
      kind: 'failed', code: 'CHK-004', message: 'CHK-004 text',
    });
  });

  it('an inactive link without a purchase is unavailable; with one, the checkout goes on', () => {
    expect(checkoutAvailability('x', link(false), failed(404, 'CHK-006'))).toEqual({ kind: 'unavailable' });
    expect(checkoutAvailability('x', link(false), purchase)).toMatchObject({ kind: 'ready', offer: { purchase: { id: 'pu-1' } } });
  });

  it('embedded with link-id the purchase is not read: the link alone decides, and its failure shows', () => {
    expect(checkoutAvailability('x', link(true), null)).toMatchObject({ kind: 'ready', offer: { linkId: 'x', purchase: null } });
    expect(checkoutAvailability('x', link(false), null)).toEqual({ kind: 'unavailable' });
    expect(checkoutAvailability('x', failed(404, 'CHK-004'), null)).toEqual({ kind: 'failed', code: 'CHK-004', message: 'CHK-004 text' });
    expect(checkoutAvailability('x', undefined, null)).toEqual({ kind: 'loading' });
  });

  it('an active link is the offer, with the link as the purchase source and the first image', () => {
    expect(checkoutAvailability('x', link(true), failed(404, 'CHK-006'))).toMatchObject({
      kind: 'ready', offer: { planId: 'plan-1', linkId: 'x', service: { image: 'https://x/img.png' }, purchase: null },
    });
  });

  it('the service excluded from withdrawal, from the link or the purchase; a back end that does not say excludes nothing (decision 1161)', () => {
    const excludedLink = link(true);
    if (excludedLink.ok) excludedLink.data.service.withdrawal_excluded = true;
    expect(checkoutAvailability('x', excludedLink, null)).toMatchObject({ offer: { service: { withdrawalExcluded: true } } });
    expect(checkoutAvailability('x', link(true), null)).toMatchObject({ offer: { service: { withdrawalExcluded: false } } });
    const bought = (purchase as { ok: true; data: CheckoutPurchase }).data;
    const excludedPurchase = { ok: true as const, data: { ...bought, service: { ...bought.service, withdrawal_excluded: true } } };
    expect(checkoutAvailability('pu-1', failed(404, 'CHK-004'), excludedPurchase)).toMatchObject({ offer: { service: { withdrawalExcluded: true } } });
    expect(checkoutAvailability('pu-1', failed(404, 'CHK-004'), purchase)).toMatchObject({ offer: { service: { withdrawalExcluded: false } } });
  });

  it('a purchase id alone is enough: its plan is the offer, with no link', () => {
    expect(checkoutAvailability('pu-1', failed(404, 'CHK-004'), purchase)).toMatchObject({
      kind: 'ready', offer: { planId: 'plan-1', linkId: null, organization: null },
    });
  });
});

describe('which reads a checkout load makes (issue 17: a 404 for GET /purchases/{planId} on every load)', () => {
  it('an active link decides alone: its id is a plan id, never a purchase id, so no purchase is read', () => {
    expect(purchaseReadNeeded(link(true))).toBe(false);
    expect(purchaseReadNeeded(undefined)).toBe(false);
  });

  it('a failed or inactive link still reads the id as a purchase (a buyer back from a provider, public-flows 8)', () => {
    expect(purchaseReadNeeded(failed(404, 'CHK-004'))).toBe(true);
    expect(purchaseReadNeeded(link(false))).toBe(true);
  });
});
