import { describe, expect, it } from 'vitest';
import { aPlan, aService } from './catalog.fixtures';
import { planRowActions, serviceRowActions } from './row-actions';

const draftPlan = aPlan({ status: 'DRAFT', active: false, stripe_id: null, payment_link: null });

describe('service row menu', () => {
  it('pause is offered only from ACTIVE', () => {
    expect(serviceRowActions(aService(), true)).toContain('pause');
    for (const status of ['DRAFT', 'PAUSED', 'DISABLED'] as const) {
      expect(serviceRowActions(aService({ status }), true)).not.toContain('pause');
    }
  });

  it('resume is offered for PAUSED or DISABLED, not for ACTIVE or DRAFT', () => {
    expect(serviceRowActions(aService({ status: 'PAUSED' }), true)).toContain('enable');
    expect(serviceRowActions(aService({ status: 'DISABLED' }), true)).toContain('enable');
    expect(serviceRowActions(aService({ status: 'ACTIVE' }), true)).not.toContain('enable');
    expect(serviceRowActions(aService({ status: 'DRAFT' }), true)).not.toContain('enable');
  });

  it('copy-link needs a copyable plan and charges_enabled', () => {
    expect(serviceRowActions(aService(), true)).toContain('copy-link');
    expect(serviceRowActions(aService(), false)).not.toContain('copy-link');
    expect(serviceRowActions(aService({ plans: [aPlan({ type: 'variable' })] }), true)).not.toContain('copy-link');
  });

  it('a draft service can be deleted, a published one cannot', () => {
    expect(serviceRowActions(aService({ status: 'DRAFT', published: false, plans: [draftPlan] }), true)).toEqual(['detail', 'delete']);
    expect(serviceRowActions(aService(), true)).not.toContain('delete');
  });
});

describe('plan row menu', () => {
  it('pause-new-purchases is offered when the plan is active and not PAUSED', () => {
    expect(planRowActions(aPlan(), true)).toContain('pause');
    expect(planRowActions(aPlan({ status: 'PAUSED' }), true)).not.toContain('pause');
    expect(planRowActions(aPlan({ active: false, status: 'DRAFT' }), true)).not.toContain('pause');
  });

  it('resume is offered for DISABLED or PAUSED', () => {
    expect(planRowActions(aPlan({ status: 'PAUSED' }), true)).toContain('enable');
    expect(planRowActions(aPlan({ status: 'DISABLED', active: false }), true)).toContain('enable');
    expect(planRowActions(aPlan(), true)).not.toContain('enable');
  });

  it('delete is offered only for DRAFT plans', () => {
    expect(planRowActions(aPlan({ status: 'DRAFT', active: false }), true)).toContain('delete');
    for (const status of ['ACTIVE', 'PAUSED', 'DISABLED'] as const) {
      expect(planRowActions(aPlan({ status }), true)).not.toContain('delete');
    }
  });

  it('copy-link only for an ACTIVE fixed plan with an active link and a stripe_id, with charges_enabled', () => {
    expect(planRowActions(aPlan(), true)).toContain('copy-link');
    expect(planRowActions(aPlan(), false)).not.toContain('copy-link');
    expect(planRowActions(aPlan({ stripe_id: null }), true)).not.toContain('copy-link');
    expect(planRowActions(aPlan({ payment_link: { url: 'x', active: false } }), true)).not.toContain('copy-link');
    expect(planRowActions(aPlan({ type: 'variable' }), true)).not.toContain('copy-link');
    expect(planRowActions(aPlan({ status: 'PAUSED' }), true)).not.toContain('copy-link');
  });
});
