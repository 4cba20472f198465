import { describe, expect, it } from 'vitest';
import { decideActivationAccess } from './activation-access';
import { stepStates } from './activation-steps';
import { organizationFixture } from './activation.fixtures';

const steps = (...values: ('complete' | 'pending')[]) => ({
  step_one: values[0],
  step_two: values[1],
  step_three: values[2],
  step_four: values[3],
  step_five: values[4],
});

describe('activation step states', () => {
  it('a new merchant on step 1: current, then upcoming; only step 1 reachable', () => {
    const states = stepStates(steps('pending', 'pending', 'pending', 'pending', 'pending'), 0);
    expect(states.map((s) => s.status)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states.map((s) => s.highlighted)).toEqual([false, false, false, false, false]);
    expect(states.map((s) => s.reachable)).toEqual([true, false, false, false, false]);
  });

  it('saved steps are complete and the step after one is highlighted', () => {
    const states = stepStates(steps('complete', 'complete', 'pending', 'pending', 'pending'), 2);
    expect(states.map((s) => s.status)).toEqual(['complete', 'complete', 'current', 'upcoming', 'upcoming']);
    expect(states.map((s) => s.highlighted)).toEqual([false, true, true, false, false]);
    expect(states.map((s) => s.reachable)).toEqual([true, true, true, false, false]);
  });

  it('an unsaved step behind the current one is pending, and highlights the next', () => {
    const states = stepStates(steps('complete', 'pending', 'complete', 'pending', 'pending'), 3);
    expect(states.map((s) => s.status)).toEqual(['complete', 'pending', 'complete', 'current', 'upcoming']);
    expect(states.map((s) => s.highlighted)).toEqual([false, true, true, true, false]);
    expect(states.map((s) => s.reachable)).toEqual([true, true, true, false, false]);
  });
});

describe('activation access', () => {
  const session = { client_product_type: 'payments' as const };
  it('signed out goes to /signin, another failure is the page error', () => {
    expect(decideActivationAccess({ session: undefined, organization: undefined, error: { status: 401 } })).toEqual({
      kind: 'redirect',
      to: '/signin',
    });
    expect(decideActivationAccess({ session, organization: undefined, error: { status: 500 } }).kind).toBe('error');
  });

  it('waits for both calls, sends other products to /forbidden and activated merchants to /dashboard', () => {
    expect(decideActivationAccess({ session, organization: undefined, error: null })).toEqual({ kind: 'wait' });
    const organization = organizationFixture();
    expect(decideActivationAccess({ session: { client_product_type: 'billing' }, organization, error: null })).toEqual({
      kind: 'redirect',
      to: '/forbidden',
    });
    const activated = organizationFixture({ payments_activated: true });
    expect(decideActivationAccess({ session, organization: activated, error: null })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideActivationAccess({ session, organization, error: null })).toEqual({ kind: 'enter', organization });
  });
});
