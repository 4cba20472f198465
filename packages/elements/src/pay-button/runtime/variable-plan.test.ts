import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutRequest } from '../checkout-body';
import { invalidAttributes } from './checkout-request';
import { reportError, widgetError } from './report';

// Issue 11: `subscription-type="variable"` was documented and typed, then refused with "Expected: fixed or
// variable". A button sells fixed plans only (decision 1007): the refusal says so, and names no accepted value it
// refuses.
const host = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null, getAttributeNames: () => Object.keys(attributes) }) as unknown as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('a variable plan on a button', () => {
  const attributes = {
    serviceName: 'Consultoría',
    planName: 'Por horas',
    amount: '50',
    planType: 'Subscription',
    frequency: 'month',
    // Not a typed value any more: what a page's markup can still say.
    subscriptionType: 'variable' as unknown as 'fixed',
    futureCharge: 'last_charge',
  } as const;

  it('is OTFE-002 on subscription-type, and the console says a button sells fixed plans only', () => {
    const fields = invalidAttributes(checkoutRequest(attributes));
    expect(fields).toEqual({ 'subscription-type': 'invalid_subscription_type' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(host({ 'subscription-type': 'variable' }), widgetError('OTFE-002', fields));
    const text = String(error.mock.calls[0][0]);
    expect(text).toContain('subscription-type="variable": invalid_subscription_type');
    expect(text).not.toContain('fixed or variable');
    expect(text).toMatch(/Expected: fixed\b.*only/);
  });
});
