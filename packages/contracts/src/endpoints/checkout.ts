import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  CheckoutPaymentOptionsResponse,
  LocationUpdateBody,
  LocationUpdateHeaders,
  PaymentLinkView,
  RequestInvoiceBody,
  VerifyIdBody,
  VerifyIdResponse,
} from '../entities/checkout';
import { CreatePurchaseHeaders } from '../entities/widget-api';
import { CreatePurchaseBody, CreatePurchaseResponse, PaymentDataBody, PaymentDataResponse } from '../entities/payments';
import { PAYMENTS, PUBLIC, PUBLIC_READ } from './presets';

/**
 * The buyer's checkout (public-flows 4 and 7). Anonymous; only the reads go without credentials. complete-data is
 * its own group (checkout-complete-data.ts): its body's phone check must not ride with the identify step.
 */
export const checkoutEndpoints = {
  paymentLink: endpoint({ method: 'GET', path: '/payment-links/purchase/{id}', ...PUBLIC_READ, response: PaymentLinkView }),
  verifyId: endpoint({ method: 'POST', path: '/checkout/{id}/verify-id', ...PUBLIC, body: VerifyIdBody, response: VerifyIdResponse }),
  updateLocation: endpoint({
    method: 'PUT',
    path: '/customers/location/{customer_id}',
    ...PUBLIC,
    body: LocationUpdateBody,
    headers: LocationUpdateHeaders,
    response: z.void(),
  }),
  checkoutPaymentOptions: endpoint({
    method: 'GET',
    path: '/checkout/{id}/payment-options/{customer_id}',
    ...PUBLIC,
    response: CheckoutPaymentOptionsResponse,
  }),
  requestInvoice: endpoint({
    method: 'POST',
    path: '/checkout/{id}/request-invoice',
    ...PUBLIC,
    body: RequestInvoiceBody,
    response: z.void(),
  }),
  /** `{provider}` is stripe, inespay or redsys (ProviderName). */
  createPurchase: endpoint({
    method: 'POST',
    path: '/{provider}/create-purchase',
    ...PAYMENTS,
    body: CreatePurchaseBody,
    /** Ours: the <pay-button> checkout session the purchase comes from (external ids for the callback). */
    headers: CreatePurchaseHeaders,
    response: CreatePurchaseResponse,
  }),
  paymentData: endpoint({
    method: 'POST',
    path: '/{provider}/payment-data',
    ...PAYMENTS,
    body: PaymentDataBody,
    response: PaymentDataResponse,
  }),
} as const;
