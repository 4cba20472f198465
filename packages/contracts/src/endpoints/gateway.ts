import { endpoint } from '../endpoint';
import {
  GatewayStep1Body,
  GatewayStep2Body,
  GatewayStep3Body,
  GatewayStep4Body,
  GatewayStep5Body,
} from '../entities/gateway';
import { Organization } from '../entities/organization';
import { PaymentMethodsSelectionBody, PaymentOptionsResponse } from '../entities/payment-providers';
import { SESSION } from './presets';

/**
 * The five activation steps, saved from the wizard and from the configuration area alike. Their responses are
 * not shown by the spec: each answers with the updated organization (docs/api.md).
 */
export const gatewayEndpoints = {
  gatewayStep1: endpoint({ method: 'PUT', path: '/payment-gateway/step-1', ...SESSION, body: GatewayStep1Body, response: Organization }),
  gatewayStep2: endpoint({ method: 'PUT', path: '/payment-gateway/step-2', ...SESSION, body: GatewayStep2Body, response: Organization }),
  gatewayStep3: endpoint({ method: 'PUT', path: '/payment-gateway/step-3', ...SESSION, body: GatewayStep3Body, response: Organization }),
  gatewayStep4: endpoint({ method: 'PUT', path: '/payment-gateway/step-4', ...SESSION, body: GatewayStep4Body, response: Organization }),
  gatewayStep5: endpoint({ method: 'PUT', path: '/payment-gateway/step-5', ...SESSION, body: GatewayStep5Body, response: Organization }),
  selectPaymentMethods: endpoint({
    method: 'PUT',
    path: '/payment-gateway/payment-methods',
    ...SESSION,
    body: PaymentMethodsSelectionBody,
    response: PaymentOptionsResponse,
  }),
} as const;
