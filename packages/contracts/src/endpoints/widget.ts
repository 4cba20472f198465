import { endpoint } from '../endpoint';
import { ButtonSignature, ButtonSigningSecret, ButtonSigningSecretStatus, SignButtonBody } from '../entities/button-signing';
import {
  EditCallbackUrlBody,
  EditDomainBody,
  VersionChangeBody,
  WidgetConfiguration,
  WidgetServicesResponse,
} from '../entities/widget';
import {
  CallbackSecret,
  CheckoutSession,
  CreateCheckoutSessionBody,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WidgetSession,
} from '../entities/widget-api';
import { paged } from '../list';
import { PUBLIC_READ, SESSION, WIDGET } from './presets';

/** The merchant's widget settings; every change answers with the whole configuration. */
export const widgetEndpoints = {
  widgetConfiguration: endpoint({ method: 'GET', path: '/widget-configuration', ...SESSION, response: WidgetConfiguration }),
  widgetServices: endpoint({
    method: 'GET',
    path: '/widget-configuration/services',
    ...SESSION,
    response: WidgetServicesResponse,
  }),
  toggleCallback: endpoint({
    method: 'POST',
    path: '/widget-configuration/toggle-callback',
    ...SESSION,
    response: WidgetConfiguration,
  }),
  editCallbackUrl: endpoint({
    method: 'POST',
    path: '/widget-configuration/edit-callback-url',
    ...SESSION,
    body: EditCallbackUrlBody,
    response: WidgetConfiguration,
  }),
  /** WID-005 when another organization already uses the domain. */
  editDomain: endpoint({
    method: 'POST',
    path: '/widget-configuration/edit-domain',
    ...SESSION,
    body: EditDomainBody,
    response: WidgetConfiguration,
  }),
  /** WID-006 for a version that does not exist. */
  versionChange: endpoint({
    method: 'POST',
    path: '/widget-configuration/version-change',
    ...SESSION,
    body: VersionChangeBody,
    response: WidgetConfiguration,
  }),
  /** Ours (not shown in the spec): the merchant-callback delivery log, newest first, and a manual resend. */
  webhookDeliveries: endpoint({
    method: 'GET',
    path: '/widget-configuration/deliveries',
    ...SESSION,
    query: WebhookDeliveriesQuery,
    response: paged(WebhookDelivery),
  }),
  callbackSecret: endpoint({
    method: 'GET',
    path: '/widget-configuration/callback-secret',
    ...SESSION,
    response: CallbackSecret,
  }),
  /**
   * Ours (decision 1010): the button signing secret of web-services buttons. The read says only whether there is one;
   * generate answers the new secret, once, and replaces the old one (every button signed with it stops verifying).
   */
  buttonSigningSecret: endpoint({
    method: 'GET',
    path: '/widget-configuration/signing-secret',
    ...SESSION,
    response: ButtonSigningSecretStatus,
  }),
  generateSigningSecret: endpoint({
    method: 'POST',
    path: '/widget-configuration/generate-signing-secret',
    ...SESSION,
    response: ButtonSigningSecret,
  }),
  /** The `signature` of the button the web checkout screen builds; 409 API-005 while there is no secret. */
  signButton: endpoint({
    method: 'POST',
    path: '/widget-configuration/sign-button',
    ...SESSION,
    body: SignButtonBody,
    response: ButtonSignature,
  }),
  /** Sends the same delivery again now (same webhook-id); re-enables nothing by itself. */
  resendWebhookDelivery: endpoint({
    method: 'POST',
    path: '/widget-configuration/deliveries/{id}/resend',
    ...SESSION,
    response: WebhookDelivery,
  }),
  /** Ours: the widget API a <pay-button> page calls (key header, allowlisted Origin; AE-001..003). */
  widgetSession: endpoint({ method: 'GET', path: '/widget/session', ...WIDGET, response: WidgetSession }),
  createCheckoutSession: endpoint({
    method: 'POST',
    path: '/widget/checkout-sessions',
    ...WIDGET,
    body: CreateCheckoutSessionBody,
    response: CheckoutSession,
  }),
  /** Ours: the buyer checkout reads the session it was opened with (prefill); public, like the payment link. */
  checkoutSession: endpoint({ method: 'GET', path: '/checkout-sessions/{id}', ...PUBLIC_READ, response: CheckoutSession }),
  /**
   * Ours: more time, asked by the buyer before the session ends (WCAG 2.2.1, decision 1164): `expires_at` moves to
   * an hour from now, up to CHECKOUT_SESSION_MAX_HOURS after the session began; 404 CHK-006 once it has ended.
   */
  extendCheckoutSession: endpoint({ method: 'POST', path: '/checkout-sessions/{id}/extend', ...PUBLIC_READ, response: CheckoutSession }),
} as const;
