import { describe, expect, it } from 'vitest';
import { TasksStatusResponse } from '@cobro/contracts';
import { computeTasks, gatewayStatus, type TaskFacts } from './task-rules';

const pending = { step_one: 'pending', step_two: 'pending', step_three: 'pending', step_four: 'pending', step_five: 'pending' } as const;
const complete = { step_one: 'complete', step_two: 'complete', step_three: 'complete', step_four: 'complete', step_five: 'complete' } as const;
const org = (over: Partial<TaskFacts['organization']> = {}): TaskFacts['organization'] => ({
  paymentsActivated: true,
  onboardingSteps: complete,
  verificationStatus: 'verified',
  payoutsEnabled: true,
  selectedPaymentOptions: [],
  ...over,
});
const facts = (over: Partial<TaskFacts> = {}): TaskFacts => ({
  organization: org(),
  activeServices: 0,
  draftServices: 0,
  activePaymentLinks: 0,
  productSubscriptionStatus: null,
  productPlan: null,
  planExceeded: false,
  ...over,
});
const statusOf = (f: TaskFacts, type: string) => computeTasks(f).find((x) => x.task.type === type)!.status;

describe('gateway task status', () => {
  it('is INITIAL before any activation step', () => {
    expect(gatewayStatus(org({ paymentsActivated: false, onboardingSteps: pending, verificationStatus: null, payoutsEnabled: false }))).toBe('INITIAL');
  });
  it('is IN_PROGRESS while activation steps remain', () => {
    expect(
      gatewayStatus(org({ paymentsActivated: false, onboardingSteps: { ...pending, step_one: 'complete' }, verificationStatus: null, payoutsEnabled: false })),
    ).toBe('IN_PROGRESS');
  });
  it('is ENABLED after activation while the provider has not answered', () => {
    expect(gatewayStatus(org({ verificationStatus: null, payoutsEnabled: false }))).toBe('ENABLED');
  });
  it('shows ERROR when payouts are not enabled once the provider has answered', () => {
    for (const verificationStatus of ['verified', 'unverified', 'processing'] as const) {
      expect(gatewayStatus(org({ verificationStatus, payoutsEnabled: false }))).toBe('ERROR');
    }
  });
  it('is ENABLED, the yellow clock, while the verification is pending: under review, not refused (decision 1140)', () => {
    expect(gatewayStatus(org({ verificationStatus: 'pending', payoutsEnabled: false }))).toBe('ENABLED');
  });
  it('is not ERROR while payouts are enabled but verification is still pending', () => {
    expect(gatewayStatus(org({ verificationStatus: 'pending', payoutsEnabled: true }))).toBe('ENABLED');
  });
  it('is COMPLETED when verified with payouts enabled', () => {
    expect(gatewayStatus(org())).toBe('COMPLETED');
  });
});

describe('other tasks', () => {
  it('payment methods are COMPLETED once an option is selected', () => {
    expect(statusOf(facts(), 'payment_methods')).toBe('INITIAL');
    expect(statusOf(facts({ organization: org({ selectedPaymentOptions: ['card_payments'] }) }), 'payment_methods')).toBe('COMPLETED');
  });
  it('services are IN_PROGRESS with only drafts and COMPLETED with a published one', () => {
    expect(statusOf(facts({ draftServices: 1 }), 'add_services')).toBe('IN_PROGRESS');
    expect(statusOf(facts({ draftServices: 1, activeServices: 1 }), 'add_services')).toBe('COMPLETED');
  });
  it('payment links are COMPLETED once an active link exists', () => {
    expect(statusOf(facts(), 'payment_links')).toBe('INITIAL');
    expect(statusOf(facts({ activePaymentLinks: 2 }), 'payment_links')).toBe('COMPLETED');
  });
  it('the plan task follows the product subscription status', () => {
    expect(statusOf(facts(), 'uelz_plan')).toBe('INITIAL');
    expect(statusOf(facts({ productSubscriptionStatus: 'active' }), 'uelz_plan')).toBe('COMPLETED');
    expect(statusOf(facts({ productSubscriptionStatus: 'past_due' }), 'uelz_plan')).toBe('ENABLED');
    expect(statusOf(facts({ productSubscriptionStatus: 'unpaid' }), 'uelz_plan')).toBe('ERROR');
  });
  it('the plan task is ERROR while the volume is over the limit, with a plan or without one (the free limit)', () => {
    const start = { name: 'START Mensual', type: 'MONTH' } as const;
    expect(statusOf(facts({ planExceeded: true }), 'uelz_plan')).toBe('ERROR');
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(statusOf(facts({ productSubscriptionStatus: status, productPlan: start, planExceeded: true }), 'uelz_plan')).toBe('ERROR');
    }
    expect(statusOf(facts({ productSubscriptionStatus: 'active', productPlan: start, planExceeded: false }), 'uelz_plan')).toBe('COMPLETED');
    expect(statusOf(facts({ productSubscriptionStatus: 'trialing', productPlan: start }), 'uelz_plan')).toBe('COMPLETED');
  });
  it("the plan task's description names the limit of the current plan, the free one without a plan", () => {
    const description = (productPlan: TaskFacts['productPlan']) =>
      computeTasks(facts({ productPlan })).find((x) => x.task.type === 'uelz_plan')!.task.description;
    expect(description(null)).toMatch(/^FREE: up to 3,000 € a month\. /);
    expect(description({ name: 'START Mensual', type: 'MONTH' })).toMatch(/^START: up to 20,000 € a month\. /);
    expect(description({ name: 'SCALE Anual', type: 'YEAR' })).toMatch(/^SCALE: up to 1,200,000 € a year\. /);
  });
  it('answers the five tasks in the contract shape', () => {
    expect(TasksStatusResponse.parse(computeTasks(facts()))).toHaveLength(5);
  });
});
