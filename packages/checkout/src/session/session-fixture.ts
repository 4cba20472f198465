import type { CheckoutPrefill, CheckoutSession } from '@cobro/contracts';

/** A checkout session for tests: nothing prefilled unless `prefill` says so. */
export const sessionFor = (
  linkId: string,
  { prefill, ...overrides }: Partial<Omit<CheckoutSession, 'prefill'>> & { prefill?: Partial<CheckoutPrefill> } = {},
): CheckoutSession => ({
  id: 'cs_1',
  link_id: linkId,
  expires_at: '2030-01-01T00:00:00.000Z',
  not_editable: false,
  prefill: {
    type: 'PERSON', email: null, cif: null, name: null, surname: null, company_name: null, prefix: null, phone: null,
    country: null, city: null, postal_code: null, address: null,
    ...prefill,
  },
  ...overrides,
});
