import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Charge, ChargesQuery } from '../entities/charge';
import { Customer, CustomerDetail, CustomerUpdateBody, CustomersQuery } from '../entities/customer';
import { Purchase, PurchasesQuery } from '../entities/purchase';
import { paged } from '../list';
import { SESSION } from './presets';

export const customersEndpoints = {
  customers: endpoint({ method: 'GET', path: '/customers', ...SESSION, query: CustomersQuery, response: paged(Customer) }),
  customer: endpoint({ method: 'GET', path: '/customers/{id}', ...SESSION, response: CustomerDetail }),
  updateCustomer: endpoint({
    method: 'PUT',
    path: '/customers/{id}',
    ...SESSION,
    body: CustomerUpdateBody,
    response: Customer,
  }),
  /** Refused with CUS-005 while the customer has subscriptions. */
  deleteCustomer: endpoint({ method: 'DELETE', path: '/customers/{id}', ...SESSION, response: z.void() }),
  customerCharges: endpoint({
    method: 'GET',
    path: '/customers/{id}/charges',
    ...SESSION,
    query: ChargesQuery,
    response: paged(Charge),
  }),
  customerPurchases: endpoint({
    method: 'GET',
    path: '/customers/{id}/purchases',
    ...SESSION,
    query: PurchasesQuery,
    response: paged(Purchase),
  }),
} as const;
