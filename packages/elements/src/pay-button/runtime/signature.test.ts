import { ApiError } from '@cobro/client';
import type { WidgetSession } from '@cobro/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutRequest } from '../checkout-body';
import { invalidAttributes } from './checkout-request';
import { reportError, toErrorDetail } from './report';
import { signatureLine, unsignedError, warnSignature } from './signature';

const WEB = { serviceName: 'Cerámica', planName: 'Taller', amount: '50.00', planType: 'Unique', externalProductId: 'ceramica-50' } as const;
const SIGNATURE = `v1=${'ab'.repeat(32)}`;
const session = (mode: 'live' | 'test'): WidgetSession => ({
  organization: { company_name: 'Tienda' },
  mode,
  charges_enabled: true,
  version: '1.0.0',
  latest_version: '1.0.0',
});
const host = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null, getAttributeNames: () => Object.keys(attributes) }) as unknown as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('the signature of a web-services button (decision 1010)', () => {
  it('travels beside the plan as written, and is not an invalid attribute', () => {
    const request = checkoutRequest({ ...WEB, signature: SIGNATURE });
    expect(request).toMatchObject({ signature: SIGNATURE, plan: { amount: '50.00' }, customer: { external_product_id: 'ceramica-50' } });
    expect(invalidAttributes(request)).toBeUndefined();
    expect(checkoutRequest(WEB)).not.toHaveProperty('signature');
  });

  it('a live key refuses an unsigned web-services button before any click (WID-007); a test key and product buttons pass', () => {
    const unsigned = checkoutRequest(WEB);
    expect(unsignedError(unsigned, session('live'))).toMatchObject({ code: 'WID-007', fields: { signature: 'missing_field' } });
    expect(unsignedError(unsigned, session('test'))).toBeUndefined();
    expect(unsignedError(checkoutRequest({ ...WEB, signature: SIGNATURE }), session('live'))).toBeUndefined();
    expect(unsignedError(checkoutRequest({ serviceId: 's', planId: 'p' }), session('live'))).toBeUndefined();
  });

  it("the server's WID-007 reaches the page with its published text, and the console names what the signature covers", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError(403, { code: 'WID-007', message: 'refused', fields: { signature: 'signature_mismatch' } });
    const detail = toErrorDetail(refused);
    expect(detail).toEqual({ code: 'WID-007', message: 'refused', fields: { signature: 'signature_mismatch' } });
    reportError(host({ 'service-name': 'Cerámica', amount: '0.50', signature: SIGNATURE, label: 'Pagar' }), detail);
    const text = String(error.mock.calls[0][0]);
    expect(text).toContain(`WID-007: refused`);
    expect(text).toContain(`signature="${SIGNATURE}": signature_mismatch. Expected: v1= and the 64 hex digits`);
    expect(text).toContain('The signature covers these attributes, now: amount="0.50" service-name="Cerámica".');
    expect(text).toContain('How to fix: Sign the plan attributes on your server');
  });

  it('a test key warns once per page of what a live key would refuse; a signed plan says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnSignature('signed');
    warnSignature(undefined);
    expect(warn).not.toHaveBeenCalled();
    warnSignature('mismatch');
    warnSignature('mismatch');
    warnSignature('missing');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toMatch(/Test key: .*does not match.*a live key refuses this button with WID-007/);
    expect(String(warn.mock.calls[1][0])).toMatch(/Test key: .*not signed/);
  });

  it('the debug diagnosis says where the signature stands', () => {
    expect(signatureLine(checkoutRequest({ serviceId: 's', planId: 'p' }), session('live'))).toMatch(/not needed/);
    expect(signatureLine(checkoutRequest({ ...WEB, signature: SIGNATURE }), session('live'))).toMatch(/^Signature: v1=abababab… given/);
    expect(signatureLine(checkoutRequest(WEB), session('live'))).toMatch(/missing, so this live-key button is refused \(WID-007\)/);
    expect(signatureLine(checkoutRequest(WEB), session('test'))).toMatch(/Test key: the checkout still opens/);
  });
});
