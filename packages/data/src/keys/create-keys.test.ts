import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chargeKeys } from '../charges/charges.keys';
import { organizationKeys } from '../organization/organization.keys';
import { sessionKeys } from '../session/session.keys';
import { createKeys } from './create-keys';

describe('key factories', () => {
  it('nest all > lists > list(q) and all > details > detail(id)', () => {
    const keys = createKeys('customers');
    expect(keys.all).toEqual(['customers']);
    expect(keys.lists()).toEqual(['customers', 'list']);
    expect(keys.list({ page: 2, search: 'ana' })).toEqual(['customers', 'list', { page: 2, search: 'ana' }]);
    expect(keys.list()).toEqual(['customers', 'list', {}]);
    expect(keys.details()).toEqual(['customers', 'detail']);
    expect(keys.detail('c_1')).toEqual(['customers', 'detail', 'c_1']);
  });

  it('invalidating all reaches every list and detail; invalidating lists spares the details', async () => {
    const client = new QueryClient();
    const list = chargeKeys.list({ status: ['paid'] });
    const detail = chargeKeys.detail('ch_1');
    client.setQueryData(list, []);
    client.setQueryData(detail, {});
    await client.invalidateQueries({ queryKey: chargeKeys.lists() });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(detail)?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: chargeKeys.all });
    expect(client.getQueryState(detail)?.isInvalidated).toBe(true);
  });

  it('keep singletons under their resource', () => {
    expect(organizationKeys.current()).toEqual(['organization', 'current']);
    expect(sessionKeys.verify()).toEqual(['session', 'verify']);
  });
});
