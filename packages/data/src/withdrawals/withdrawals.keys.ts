import { purchaseKeys } from '../purchases/purchases.keys';
import { serviceKeys } from '../services/services.keys';

/**
 * Withdrawals belong to their purchases: under the purchases' keys, what changes a purchase (a withdrawal-requested
 * event, a refund, a cancel) refreshes them too.
 */
export const withdrawalKeys = {
  all: [...purchaseKeys.all, 'withdrawals'] as const,
  list: (query: object) => [...purchaseKeys.all, 'withdrawals', query] as const,
};
export const portalSettingsKey = ['portal-settings'] as const;
/** Under the services' keys: a service's change refreshes its withdrawal period. */
export const serviceWithdrawalKey = (id: string) => [...serviceKeys.all, 'withdrawal', id] as const;
