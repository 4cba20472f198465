import type { MerchantService, Plan } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { planRowActions, serviceRowActions } from './row-actions';

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 'p1',
  service_id: 's1',
  name: 'Mensual',
  description: 'Cada mes',
  unit_amount: 4900,
  currency: 'eur',
  type: 'fixed',
  recurring: true,
  frequency: 'month',
  payment_day: null,
  prorate: false,
  billing_cycles: null,
  future_charge: null,
  status: 'ACTIVE',
  active: true,
  stripe_id: 'price_1',
  payment_link: { url: 'http://x/checkout/p1', active: true },
  deleted_at: null,
  purchases: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});
const service = (over: Partial<MerchantService> = {}): MerchantService => ({
  id: 's1',
  name: 'Yoga',
  status: 'ACTIVE',
  published: true,
  images: [],
  type: 'fixed',
  plans: [plan()],
  purchases: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

const draftPlan = plan({ status: 'DRAFT', active: false, stripe_id: null, payment_link: null });

describe('service row menu', () => {
  it('pause is offered only from ACTIVE', () => {
    expect(serviceRowActions(service(), true)).toContain('pause');
    for (const status of ['DRAFT', 'PAUSED', 'DISABLED'] as const) {
      expect(serviceRowActions(service({ status }), true)).not.toContain('pause');
    }
  });

  it('resume is offered for PAUSED or DISABLED, not for ACTIVE or DRAFT', () => {
    expect(serviceRowActions(service({ status: 'PAUSED' }), true)).toContain('enable');
    expect(serviceRowActions(service({ status: 'DISABLED' }), true)).toContain('enable');
    expect(serviceRowActions(service({ status: 'ACTIVE' }), true)).not.toContain('enable');
    expect(serviceRowActions(service({ status: 'DRAFT' }), true)).not.toContain('enable');
  });

  it('copy-link needs a copyable plan and charges_enabled', () => {
    expect(serviceRowActions(service(), true)).toContain('copy-link');
    expect(serviceRowActions(service(), false)).not.toContain('copy-link');
    expect(serviceRowActions(service({ plans: [plan({ type: 'variable' })] }), true)).not.toContain('copy-link');
  });

  it('a draft service can be deleted, a published one cannot', () => {
    expect(serviceRowActions(service({ status: 'DRAFT', published: false, plans: [draftPlan] }), true)).toEqual(['detail', 'delete']);
    expect(serviceRowActions(service(), true)).not.toContain('delete');
  });
});

describe('plan row menu', () => {
  it('pause-new-purchases is offered when the plan is active and not PAUSED', () => {
    expect(planRowActions(plan(), true)).toContain('pause');
    expect(planRowActions(plan({ status: 'PAUSED' }), true)).not.toContain('pause');
    expect(planRowActions(plan({ active: false, status: 'DRAFT' }), true)).not.toContain('pause');
  });

  it('resume is offered for DISABLED or PAUSED', () => {
    expect(planRowActions(plan({ status: 'PAUSED' }), true)).toContain('enable');
    expect(planRowActions(plan({ status: 'DISABLED', active: false }), true)).toContain('enable');
    expect(planRowActions(plan(), true)).not.toContain('enable');
  });

  it('delete is offered only for DRAFT plans', () => {
    expect(planRowActions(plan({ status: 'DRAFT', active: false }), true)).toContain('delete');
    for (const status of ['ACTIVE', 'PAUSED', 'DISABLED'] as const) {
      expect(planRowActions(plan({ status }), true)).not.toContain('delete');
    }
  });

  it('copy-link only for an ACTIVE fixed plan with an active link and a stripe_id, with charges_enabled', () => {
    expect(planRowActions(plan(), true)).toContain('copy-link');
    expect(planRowActions(plan(), false)).not.toContain('copy-link');
    expect(planRowActions(plan({ stripe_id: null }), true)).not.toContain('copy-link');
    expect(planRowActions(plan({ payment_link: { url: 'x', active: false } }), true)).not.toContain('copy-link');
    expect(planRowActions(plan({ type: 'variable' }), true)).not.toContain('copy-link');
    expect(planRowActions(plan({ status: 'PAUSED' }), true)).not.toContain('copy-link');
  });
});
