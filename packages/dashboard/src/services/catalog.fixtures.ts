import type { MerchantService, Plan } from '@cobro/contracts';

/** A catalog plan and service as the API returns them, for the services feature's tests. */
export const aPlan = (over: Partial<Plan> = {}): Plan => ({
  id: 'p1',
  service_id: 's1',
  name: 'Mensual',
  description: 'Cada mes',
  unit_amount: 4900,
  currency: 'eur',
  type: 'fixed',
  recurring: true,
  frequency: 'month',
  payment_day: null,
  prorate: false,
  billing_cycles: null,
  future_charge: null,
  status: 'ACTIVE',
  active: true,
  stripe_id: 'price_1',
  payment_link: { url: 'http://x/checkout/p1', active: true },
  deleted_at: null,
  purchases: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});
export const aService = (over: Partial<MerchantService> = {}): MerchantService => ({
  id: 's1',
  name: 'Yoga',
  status: 'ACTIVE',
  published: true,
  images: [],
  type: 'fixed',
  plans: [aPlan()],
  purchases: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});
