import { describe, expect, it } from 'vitest';
import { validateCallbackUrl, validateHttpsDomain, validateTermsUrl, validateWebsite } from './url';

describe('website', () => {
  it('website must be valid and not an example domain', () => {
    expect(validateWebsite('www.panaderia-lopez.es')).toEqual({ ok: true, value: 'https://www.panaderia-lopez.es' });
    expect(validateWebsite('http://tienda.com/')).toEqual({ ok: true, value: 'http://tienda.com' });
    expect(validateWebsite('https://example.com')).toEqual({ ok: false, error: 'invalid_website' });
    expect(validateWebsite('shop.example.org')).toEqual({ ok: false, error: 'invalid_website' });
    expect(validateWebsite('my.shop.test')).toEqual({ ok: false, error: 'invalid_website' });
    expect(validateWebsite('not a url')).toEqual({ ok: false, error: 'invalid_website' });
    expect(validateWebsite('ftp://tienda.com')).toEqual({ ok: false, error: 'invalid_website' });
  });
});

describe('https domain and callback URL', () => {
  it('a domain is an https origin with trailing slashes trimmed; https:// may be left out', () => {
    expect(validateHttpsDomain('shop.es//')).toEqual({ ok: true, value: 'https://shop.es' });
    expect(validateHttpsDomain('https://Shop.ES/')).toEqual({ ok: true, value: 'https://shop.es' });
  });
  it('a domain over http, with a path or a query is invalid_domain', () => {
    expect(validateHttpsDomain('http://shop.es')).toEqual({ ok: false, error: 'invalid_domain' });
    expect(validateHttpsDomain('https://shop.es/pay')).toEqual({ ok: false, error: 'invalid_domain' });
    expect(validateHttpsDomain('https://shop.es?a=1')).toEqual({ ok: false, error: 'invalid_domain' });
  });
  it('a callback URL is any https URL with trailing slashes trimmed', () => {
    expect(validateCallbackUrl('https://shop.es/hooks/pay///')).toEqual({ ok: true, value: 'https://shop.es/hooks/pay' });
    expect(validateCallbackUrl('http://shop.es/hooks')).toEqual({ ok: false, error: 'invalid_callback_url' });
    expect(validateCallbackUrl('https://user:pw@shop.es/hooks')).toEqual({ ok: false, error: 'invalid_callback_url' });
  });
});

describe('terms URL', () => {
  it('terms URL gets https:// added and an empty value is null', () => {
    expect(validateTermsUrl('shop.es/terms')).toEqual({ ok: true, value: 'https://shop.es/terms' });
    expect(validateTermsUrl('  ')).toEqual({ ok: true, value: null });
    expect(validateTermsUrl(null)).toEqual({ ok: true, value: null });
    expect(validateTermsUrl('nope')).toEqual({ ok: false, error: 'invalid_url' });
  });
});
