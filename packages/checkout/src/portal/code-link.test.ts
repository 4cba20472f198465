import { describe, expect, it, vi } from 'vitest';
import { claimCodeLink, organizationOfPath, parseCodeLink } from './code-link';

describe("the code e-mail's link (/portal/{org id}#email=…&code=…)", () => {
  it('carries the e-mail and the code in the fragment, both or nothing', () => {
    expect(parseCodeLink('#email=lucia%40example.es&code=123456')).toEqual({ email: 'lucia@example.es', code: '123456' });
    expect(parseCodeLink('#email=lucia%40example.es')).toBeNull();
    expect(parseCodeLink('')).toBeNull();
  });

  it('is taken out of the address bar, keeping the path and query', () => {
    const replaceState = vi.fn();
    const location = { hash: '#email=a%40b.es&code=654321', pathname: '/portal/org_1', search: '?x=1' } as Location;
    expect(claimCodeLink(location, { state: null, replaceState } as unknown as History)).toEqual({ email: 'a@b.es', code: '654321' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/portal/org_1?x=1');
  });

  it('leaves an address without a code link alone', () => {
    const replaceState = vi.fn();
    claimCodeLink({ hash: '#top', pathname: '/portal/org_1', search: '' } as Location, { state: null, replaceState } as unknown as History);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('names the organization of the hosted page, and nothing elsewhere', () => {
    expect(organizationOfPath('/portal/org_1')).toBe('org_1');
    expect(organizationOfPath('/portal/org_1/')).toBe('org_1');
    expect(organizationOfPath('/portal/')).toBeNull();
    expect(organizationOfPath('/checkout/l1')).toBeNull();
  });
});
