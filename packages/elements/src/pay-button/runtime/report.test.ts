import { ApiError } from '@cobro/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, toErrorDetail, widgetError } from './report';

const host = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null, getAttributeNames: () => Object.keys(attributes) }) as unknown as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('widget errors', () => {
  it("the API's widget codes come as they are, with the server's message and its fields named as attributes", () => {
    const error = new ApiError(403, { code: 'AE-003', message: 'Not this origin' });
    expect(toErrorDetail(error)).toEqual({ code: 'AE-003', message: 'Not this origin' });
    const fields = { 'plan.amount': 'services.invalid_amount', 'plan.type': 'missing_field', 'customer.type': 'x', plan_id: 'y' };
    const invalid = new ApiError(422, { code: 'CHK-014', message: 'Invalid amount', fields });
    expect(toErrorDetail(invalid).fields).toEqual({ amount: 'services.invalid_amount', 'plan-type': 'missing_field', type: 'x', 'plan-id': 'y' });
  });

  it('an unreachable API is OTFE-003 (network or CSP); any other failure GE-001 naming its cause', () => {
    expect(toErrorDetail(new ApiError(0, { code: 'API-500', message: 'Failed to fetch' })).code).toBe('OTFE-003');
    const other = toErrorDetail(new ApiError(500, { code: 'API-500', message: 'boom' }));
    expect(other.code).toBe('GE-001');
    expect(other.message).toContain('API-500: boom');
  });

  it('logs one console error per distinct problem, naming each attribute as written, what it expects and the fix', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const button = host({ amount: '19,999', plan_name: 'Mensual' });
    const detail = widgetError('OTFE-002', { amount: 'services.invalid_amount', 'plan-name': 'missing_field' });
    reportError(button, detail);
    reportError(button, detail);
    expect(error).toHaveBeenCalledTimes(1);
    const text = String(error.mock.calls[0][0]);
    expect(text).toContain('OTFE-002: The pay button attributes are not valid.');
    expect(text).toContain('amount="19,999": services.invalid_amount. Expected: euros with a dot');
    expect(text).toContain('plan-name (missing): missing_field');
    expect(text).toContain('not underscores: plan_name');
    expect(text).toContain('How to fix: The error event lists each invalid attribute');
    expect(error.mock.calls[0][1]).toBe(button);
  });
});
