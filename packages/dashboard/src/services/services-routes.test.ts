import { describe, expect, it } from 'vitest';
import { resolveRoute, serviceDetailPath, servicesPage } from '../app/routes';

describe('services routes', () => {
  it('/dashboard/services, /create and /{id}/detail are pages of the services section', () => {
    for (const path of ['/dashboard/services', '/dashboard/services/create', '/dashboard/services/abc/detail', '/dashboard/services/create/']) {
      expect(resolveRoute(path)).toEqual({ kind: 'dashboard', section: 'services' });
    }
    expect(servicesPage('/dashboard/services')).toEqual({ page: 'list' });
    expect(servicesPage('/dashboard/services/create')).toEqual({ page: 'create' });
    expect(servicesPage('/dashboard/services/abc/detail')).toEqual({ page: 'detail', id: 'abc' });
  });

  it('the detail path round-trips an id that needs escaping', () => {
    const path = serviceDetailPath('a b/c');
    expect(path).toBe('/dashboard/services/a%20b%2Fc/detail');
    expect(servicesPage(path)).toEqual({ page: 'detail', id: 'a b/c' });
  });

  it('other paths under services are not found inside the shell', () => {
    for (const path of ['/dashboard/services/abc', '/dashboard/services/abc/edit', '/dashboard/services/%E0/detail']) {
      expect(resolveRoute(path)).toEqual({ kind: 'dashboard', section: 'not-found' });
    }
  });
});
