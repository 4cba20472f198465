import { TermsBody } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';

// The terms form submits through the contract's schema (services-and-configuration 5: validated as a URL, https://
// added, an empty value sent as null): these are the bodies the screen sends.
describe('the terms form body', () => {
  it('adds https:// to an address typed without it', () => {
    expect(TermsBody.parse({ tyc: 'tienda.es/condiciones' })).toEqual({ tyc: 'https://tienda.es/condiciones' });
  });

  it('sends an empty or blank field as null', () => {
    expect(TermsBody.parse({ tyc: '' })).toEqual({ tyc: null });
    expect(TermsBody.parse({ tyc: '   ' })).toEqual({ tyc: null });
  });

  it('refuses what is not an https address on a real host', () => {
    expect(TermsBody.safeParse({ tyc: 'not a url' }).success).toBe(false);
    expect(TermsBody.safeParse({ tyc: 'http://tienda.es/condiciones' }).success).toBe(false);
  });
});
