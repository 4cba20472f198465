import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '../entities/plan';
import {
  canCopyPaymentLink,
  canDeletePlan,
  canDeleteService,
  canEditServiceDetails,
  canEnablePlan,
  canEnableService,
  canPausePlan,
  canPauseService,
  canPublishService,
  canShowPublish,
  chargesEnabled,
  copyablePlans,
  planDeletion,
} from './catalog-rules';

const STATUSES: ServiceStatus[] = ['DRAFT', 'ACTIVE', 'PAUSED', 'DISABLED'];
const allowedFor = (rule: (status: ServiceStatus) => boolean) => STATUSES.filter(rule);

const verification = (over: Partial<{ verification_status: 'verified' | 'pending'; charges_enabled: boolean }>) => ({
  verification_status: { verification_status: 'verified' as const, payouts_enabled: true, charges_enabled: true, ...over },
});

const linkPlan = {
  status: 'ACTIVE' as ServiceStatus,
  type: 'fixed' as const,
  stripe_id: 'price_sb_1',
  payment_link: { url: 'http://localhost/checkout/pl_1', active: true },
};

describe('catalog rules', () => {
  it('service pause is allowed only from ACTIVE', () => {
    expect(allowedFor((status) => canPauseService({ status }))).toEqual(['ACTIVE']);
  });

  it('service resume (enable) is offered for PAUSED or DISABLED, not for ACTIVE or DRAFT', () => {
    expect(allowedFor((status) => canEnableService({ status }))).toEqual(['PAUSED', 'DISABLED']);
  });

  it('publish needs a DRAFT and charges_enabled', () => {
    expect(allowedFor((status) => canPublishService({ status }, true))).toEqual(['DRAFT']);
    expect(canPublishService({ status: 'DRAFT' }, false)).toBe(false);
    expect(canShowPublish(false)).toBe(false);
    expect(canShowPublish(true)).toBe(true);
  });

  it('name and image are editable only while the service is a draft', () => {
    expect(allowedFor((status) => canEditServiceDetails({ status }))).toEqual(['DRAFT']);
  });

  it('a whole service can be deleted only while it is a draft', () => {
    expect(allowedFor((status) => canDeleteService({ status }))).toEqual(['DRAFT']);
  });

  it('plan pause is offered when the plan is active and not PAUSED', () => {
    expect(allowedFor((status) => canPausePlan({ status, active: true }))).toEqual(['DRAFT', 'ACTIVE', 'DISABLED']);
    expect(allowedFor((status) => canPausePlan({ status, active: false }))).toEqual([]);
  });

  it('plan resume is offered for DISABLED or PAUSED', () => {
    expect(allowedFor((status) => canEnablePlan({ status, active: false }))).toEqual(['PAUSED', 'DISABLED']);
  });

  it('plan delete is offered only for DRAFT plans', () => {
    expect(allowedFor((status) => canDeletePlan({ status }))).toEqual(['DRAFT']);
  });

  it('deleting a plan of a non-draft service is refused (error modal)', () => {
    expect(planDeletion({ status: 'DRAFT' }, { status: 'ACTIVE', plans: [1, 2] })).toBe('service_not_draft');
    expect(planDeletion({ status: 'ACTIVE' }, { status: 'ACTIVE', plans: [1, 2] })).toBe('not_allowed');
  });

  it('deleting the last plan of a draft service offers deleting the whole service', () => {
    expect(planDeletion({ status: 'DRAFT' }, { status: 'DRAFT', plans: [1] })).toBe('delete_service');
    expect(planDeletion({ status: 'DRAFT' }, { status: 'DRAFT', plans: [1, 2] })).toBe('delete_plan');
  });

  it('copy-link only for an ACTIVE fixed plan with an active payment link and a stripe_id, when charges_enabled', () => {
    expect(canCopyPaymentLink(linkPlan, true)).toBe(true);
    expect(canCopyPaymentLink(linkPlan, false)).toBe(false);
    expect(canCopyPaymentLink({ ...linkPlan, status: 'PAUSED' }, true)).toBe(false);
    expect(canCopyPaymentLink({ ...linkPlan, type: 'variable' }, true)).toBe(false);
    expect(canCopyPaymentLink({ ...linkPlan, stripe_id: null }, true)).toBe(false);
    expect(canCopyPaymentLink({ ...linkPlan, payment_link: null }, true)).toBe(false);
    expect(canCopyPaymentLink({ ...linkPlan, payment_link: { url: 'x', active: false } }, true)).toBe(false);
    const other = { ...linkPlan, type: 'variable' as const };
    expect(copyablePlans([linkPlan, other], true)).toEqual([linkPlan]);
    expect(copyablePlans([linkPlan], false)).toEqual([]);
  });

  it('charges_enabled counts only when verification is not pending (pending means locked)', () => {
    expect(chargesEnabled(verification({}))).toBe(true);
    expect(chargesEnabled(verification({ charges_enabled: false }))).toBe(false);
    expect(chargesEnabled(verification({ verification_status: 'pending' }))).toBe(false);
    expect(chargesEnabled({ verification_status: null })).toBe(false);
    expect(chargesEnabled(undefined)).toBe(false);
  });
});
