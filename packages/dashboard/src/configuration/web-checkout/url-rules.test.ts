import { ApiError } from '@cobro/client';
import { EditCallbackUrlBody, EditDomainBody } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlFieldError, withoutHttps } from './url-rules';

const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError(status, { code, message: 'server words', fields });

describe('domain and callback URL rules', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('the domain is typed without https://, saved as an https origin with trailing slashes trimmed', () => {
    expect(EditDomainBody.parse({ domain: 'tienda.ejemplo.es//' })).toEqual({ domain: 'https://tienda.ejemplo.es' });
    expect(EditDomainBody.parse({ domain: 'https://tienda.ejemplo.es/' })).toEqual({ domain: 'https://tienda.ejemplo.es' });
    for (const domain of ['http://tienda.ejemplo.es', 'tienda.ejemplo.es/pagar', 'tienda', '']) {
      expect(EditDomainBody.safeParse({ domain }).success, domain).toBe(false);
    }
    expect(EditDomainBody.safeParse({ domain: 'http://tienda.ejemplo.es' }).error?.issues[0].message).toBe('invalid_domain');
  });

  it('the callback URL is https only, may have a path, and loses its trailing slashes', () => {
    expect(EditCallbackUrlBody.parse({ callback_url: 'tienda.ejemplo.es/cobro/callback/' })).toEqual({
      callback_url: 'https://tienda.ejemplo.es/cobro/callback',
    });
    expect(EditCallbackUrlBody.safeParse({ callback_url: 'http://tienda.ejemplo.es/cb' }).error?.issues[0].message).toBe(
      'invalid_callback_url',
    );
  });

  it('a stored address is shown without its https:// prefix', () => {
    expect(withoutHttps('https://tienda.ejemplo.es')).toBe('tienda.ejemplo.es');
    expect(withoutHttps(null)).toBe('');
  });

  it('WID-005 reads as a taken domain on the field; WID-002 shows the field key the server names', () => {
    expect(urlFieldError(apiError(409, 'WID-005', { domain: 'domain_already_exists' }), 'domain')).toBe('This domain is already in use');
    expect(urlFieldError(apiError(400, 'WID-002', { domain: 'invalid_domain' }), 'domain')).toBe('Enter a valid https domain');
    expect(urlFieldError(apiError(400, 'WID-002'), 'domain')).toBe('The domain could not be added');
  });

  it('WID-004 belongs to the callback field; anything else (a 500, a network failure) is left to a toast', () => {
    expect(urlFieldError(apiError(400, 'WID-004', { callback_url: 'invalid_callback_url' }), 'callback_url')).toBe('Enter a valid https URL');
    expect(urlFieldError(apiError(400, 'WID-004'), 'domain')).toBeNull();
    expect(urlFieldError(apiError(500, 'API-500'), 'domain')).toBeNull();
    expect(urlFieldError(new Error('offline'), 'callback_url')).toBeNull();
  });
});
