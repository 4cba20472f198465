import type { CustomerPortalProps } from '@cobro/checkout/portal';
import { portalStyles } from '@cobro/checkout/portal-styles';
import { loadSdkCatalog } from '@cobro/i18n';
import { uiFormStyles } from '@cobro/ui';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '../define-element/define-element';
import type { ElementDefinition } from '../define-element/definition';
import { zodWithoutEval } from '../zod-without-eval';

export type { CustomerPortalProps };

// The portal is its own chunk, apart from the checkout's: this definition stays small until it renders.
const LazyPortal = lazy(() => {
  zodWithoutEval();
  return import('@cobro/checkout/portal').then((m) => ({ default: m.CustomerPortal }));
});

function CustomerPortalLoader(props: CustomerPortalProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPortal, props));
}

/**
 * `<customer-portal organization-id="<organization id>" api-url="/api" locale="es">`: the buyer portal of one
 * merchant (issue 30): sign-in by mailed code, purchases, receipts, cancel and the withdrawal function. Without
 * `organization-id` it reads the page's address (`/portal/{organization id}`), as on Cobro's hosted page, where it
 * signs in with the portal cookie (decision 1159); on a merchant's own site with a bearer token it holds in memory
 * (decision 1160).
 */
export const customerPortal: ElementDefinition<CustomerPortalProps> = {
  tag: 'customer-portal',
  component: CustomerPortalLoader,
  props: { apiUrl: 'string', organizationId: 'string', locale: 'string' },
  required: ['apiUrl'],
  loadCatalog: loadSdkCatalog,
  styles: [...uiFormStyles, ...portalStyles],
};

export const defineCustomerPortal = () => defineElement(customerPortal);

declare global {
  interface HTMLElementTagNameMap {
    'customer-portal': HTMLElement & Partial<CustomerPortalProps>;
  }
}
