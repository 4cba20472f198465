import { endpoint } from '../endpoint';
import { CheckoutPurchase, ManualPurchaseBody, Purchase, PurchasesQuery } from '../entities/purchase';
import { paged } from '../list';
import { PUBLIC_READ, SESSION } from './presets';

export const purchasesEndpoints = {
  purchases: endpoint({ method: 'GET', path: '/purchases', ...SESSION, query: PurchasesQuery, response: paged(Purchase) }),
  purchase: endpoint({ method: 'GET', path: '/purchases/{id}', ...SESSION, response: Purchase }),
  /**
   * The same route read by the public checkout without credentials: the server answers an anonymous request
   * with the buyer's view only (docs/api.md "One path, two audiences").
   */
  checkoutPurchase: endpoint({ method: 'GET', path: '/purchases/{id}', ...PUBLIC_READ, response: CheckoutPurchase }),
  /** Card-provider subscriptions. */
  cancelPurchase: endpoint({ method: 'PUT', path: '/purchases/{id}/cancel', ...SESSION, response: Purchase }),
  /** Purchases of the other providers, cancelled through the billing queue. */
  cancelQueuedPurchase: endpoint({ method: 'PUT', path: '/purchases/queue/{id}/cancel', ...SESSION, response: Purchase }),
  manualPurchase: endpoint({
    method: 'PUT',
    path: '/purchases/{id}/manual-purchase',
    ...SESSION,
    body: ManualPurchaseBody,
    response: Purchase,
  }),
  pausePurchase: endpoint({ method: 'PUT', path: '/purchases/{id}/pause', ...SESSION, response: Purchase }),
  resumePurchase: endpoint({ method: 'PUT', path: '/purchases/{id}/resume', ...SESSION, response: Purchase }),
} as const;
