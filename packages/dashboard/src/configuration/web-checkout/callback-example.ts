import type { CallbackChargeData } from '@cobro/contracts';

/**
 * What a callback URL receives for a paid charge (services-and-configuration 3, "Charge data sent to a callback"),
 * with the data of a realistic Spanish sale. Typed by the contract, so the example cannot drift from what is sent.
 */
export const CALLBACK_EXAMPLE = {
  status: 'succeeded',
  amount: 4990,
  currency: 'eur',
  date: '2025-03-14T10:32:05.000Z',
  payment_method_details: { type: 'card', brand: 'visa', last4: '4242' },
  charge_description: 'Clases de yoga · Bono mensual',
  uelz_plan_id: '7d1c9a52-3f0e-4b8a-9c61-2a4e8f0b5d13',
  uelz_charge_id: 'c2b7e4f1-8a35-4d92-b0c6-5e1f9a7d3b48',
  uelz_purchase_id: '4f8a2d6e-1b93-4c57-a8e0-9d3c6b2f7e15',
  external_product_id: 'YOGA-BONO-4',
  external_customer_id: 'CLI-00087',
  service_name: 'Clases de yoga',
  plan_name: 'Bono mensual',
  plan_description: 'Cuatro clases al mes en grupo reducido',
  customer: {
    address: {
      city: 'Sevilla',
      state: 'Sevilla',
      address: 'Calle Sierpes 12, 2.º B',
      country: 'ES',
      postal_code: '41001',
    },
    dni: '12345678Z',
    email: 'lucia.martin@ejemplo.es',
    prefix: '+34',
    phone: '612345678',
    external_customer_id: 'CLI-00087',
  },
} satisfies CallbackChargeData;

export const CALLBACK_EXAMPLE_JSON = JSON.stringify(CALLBACK_EXAMPLE, null, 2);
