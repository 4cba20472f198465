import { PortalCodeBody } from '@cobro/contracts';
import { describe, expect, it, vi } from 'vitest';
import { claimCodeLink, organizationOfPath, pagePathOf, parseCodeLink } from './code-link';

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

describe('pagePathOf: the page the code e-mail leads back to, as the server takes it', () => {
  const at = (href: string) => new URL(href) as unknown as Location;
  it('the path and query, else the path alone when the query is too long, and always a value PortalCodeBody takes', () => {
    const long = `?q=${'x'.repeat(2000)}`;
    const cases: [string, string | undefined][] = [
      ['https://shop.example.es/cuenta/compras?x=1', '/cuenta/compras?x=1'],
      [`https://shop.example.es/cuenta${long}`, '/cuenta'],
      ['https://shop.example.es//evil.example/x', '/evil.example/x'],
      [`https://shop.example.es/${'p'.repeat(2001)}`, undefined],
    ];
    for (const [href, expected] of cases) {
      const path = pagePathOf(at(href));
      expect(path).toBe(expected);
      if (path) expect(PortalCodeBody.shape.page_path.safeParse(path).success).toBe(true);
    }
  });
});
