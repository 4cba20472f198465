import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  PortalCodeBody,
  PortalCodeSent,
  PortalOrganization,
  PortalPurchase,
  PortalSession,
  PortalSettings,
  PortalSignedIn,
  PortalSignInBody,
  ServiceWithdrawal,
  Withdrawal,
  WithdrawalBody,
  WithdrawalsQuery,
} from '../entities/portal';
import { paged } from '../list';
import { PORTAL, PUBLIC, PUBLIC_READ, SESSION } from './presets';

/** The receipt PDF of one of the portal buyer's charges (recibo.pdf): a download, not a JSON call. */
export const PORTAL_RECEIPT_PATH = '/portal/receipts/{id}' as const;

/**
 * The buyer portal's calls (decision 1152, docs/api.md "Buyer portal"). Not part of the spec's table (`endpoints`):
 * a buyer signs in per merchant with a mailed code into a portal session (`cobro_portal` cookie) that reaches only
 * these calls, and a merchant's session reaches none of them. From a merchant's page (decision 1160) the session is
 * a bearer token instead, sent as `Authorization: Bearer` from the page's origin.
 */
export const portalEndpoints = {
  /** The merchant's name and terms, for the sign-in page before there is a session; 404 API-004 for no organization. */
  portalOrganization: endpoint({ method: 'GET', path: '/portal/organizations/{id}', ...PUBLIC_READ, response: PortalOrganization }),
  /** Mails a one-time code when the e-mail bought from this merchant; the same answer when it did not. 429 API-007. */
  portalCode: endpoint({ method: 'POST', path: '/portal/code', ...PUBLIC, body: PortalCodeBody, response: PortalCodeSent }),
  /**
   * Exchanges the code for a portal session (the cookie, or from a merchant's page a bearer `token`); 400 POR-001 when
   * wrong, expired or used; 403 API-009 from a page that is not the organization's. 429 API-007.
   */
  portalSignIn: endpoint({ method: 'POST', path: '/portal/session', ...PUBLIC, body: PortalSignInBody, response: PortalSignedIn }),
  portalSession: endpoint({ method: 'GET', path: '/portal/session', ...PORTAL, response: PortalSession }),
  portalSignOut: endpoint({ method: 'DELETE', path: '/portal/session', ...PORTAL, response: z.void() }),
  /** The buyer's purchases with this merchant, newest first, each with its withdrawal state. */
  portalPurchases: endpoint({ method: 'GET', path: '/portal/purchases', ...PORTAL, response: z.array(PortalPurchase) }),
  /** One purchase with its charges; 404 SUB-001 for anything not the buyer's. */
  portalPurchase: endpoint({ method: 'GET', path: '/portal/purchases/{id}', ...PORTAL, response: PortalPurchase }),
  /** Cancels as the merchant's setting says (at once or at the period's end); 409 POR-002 when buyers may not. */
  portalCancel: endpoint({ method: 'PUT', path: '/portal/purchases/{id}/cancel', ...PORTAL, response: PortalPurchase }),
  /**
   * "Confirmar desistimiento": records the withdrawal once (a repeat answers the same record) and mails the
   * acknowledgment. 409 WDR-001 after the period, 409 WDR-002 for an excluded service.
   */
  portalWithdraw: endpoint({
    method: 'POST',
    path: '/portal/purchases/{id}/withdrawal',
    ...PORTAL,
    body: WithdrawalBody,
    response: Withdrawal,
  }),
} as const;

/** The merchant's side of the portal and of withdrawals (decisions 1153, 1154). */
export const withdrawalEndpoints = {
  /** Withdrawal requests, newest first, paged like the other lists; `purchase_id` gives one purchase's. */
  withdrawals: endpoint({ method: 'GET', path: '/withdrawals', ...SESSION, query: WithdrawalsQuery, response: paged(Withdrawal) }),
  /** Refunds every charge of the purchase in full (the refund command) and cancels a subscription at once. */
  refundWithdrawal: endpoint({ method: 'POST', path: '/withdrawals/{id}/refund', ...SESSION, response: Withdrawal }),
  portalSettings: endpoint({ method: 'GET', path: '/organizations/portal-settings', ...SESSION, response: PortalSettings }),
  updatePortalSettings: endpoint({
    method: 'PUT',
    path: '/organizations/portal-settings',
    ...SESSION,
    body: PortalSettings,
    response: PortalSettings,
  }),
  serviceWithdrawal: endpoint({ method: 'GET', path: '/services/{id}/withdrawal', ...SESSION, response: ServiceWithdrawal }),
  updateServiceWithdrawal: endpoint({
    method: 'PUT',
    path: '/services/{id}/withdrawal',
    ...SESSION,
    body: ServiceWithdrawal,
    response: ServiceWithdrawal,
  }),
} as const;
