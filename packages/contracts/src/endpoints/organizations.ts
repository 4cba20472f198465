import { endpoint } from '../endpoint';
import { OrganizationFiles } from '../entities/gateway';
import { Organization } from '../entities/organization';
import { ApiKeyResponse, GeneratedApiKey, TermsBody } from '../entities/organization-settings';
import { PaymentMethod } from '../entities/payment-method';
import { PaymentOptionsResponse } from '../entities/payment-providers';
import { ProductCheckoutResponse } from '../entities/product-plans';
import { z } from 'zod';
import { currentOrganizationEndpoints } from './current-organization';
import { SESSION } from './presets';

export const organizationsEndpoints = {
  ...currentOrganizationEndpoints,
  updateTerms: endpoint({ method: 'PUT', path: '/organizations', ...SESSION, body: TermsBody, response: Organization }),
  organizationFiles: endpoint({
    method: 'GET',
    path: '/organizations/{id}/files',
    ...SESSION,
    response: OrganizationFiles,
  }),
  /** The partner's payment methods of an organization tied to a platform; an empty list means none saved. */
  platformPaymentMethods: endpoint({
    method: 'GET',
    path: '/organizations/payment-method',
    ...SESSION,
    response: z.array(PaymentMethod),
  }),
  platformPaymentData: endpoint({
    method: 'POST',
    path: '/organizations/platform/get-payment-data',
    ...SESSION,
    response: ProductCheckoutResponse,
  }),
  paymentOptions: endpoint({
    method: 'GET',
    path: '/organizations/payment-options',
    ...SESSION,
    response: PaymentOptionsResponse,
  }),
  generateApiKey: endpoint({
    method: 'POST',
    path: '/organizations/generate-api-key',
    ...SESSION,
    response: GeneratedApiKey,
  }),
  apiKey: endpoint({ method: 'GET', path: '/organizations/api-key', ...SESSION, response: ApiKeyResponse }),
  removeApiKey: endpoint({
    method: 'DELETE',
    path: '/organizations/remove-api-key/{id}',
    ...SESSION,
    response: z.void(),
  }),
} as const;
