import { createApiClient, type ApiClient } from '@cobro/client';
import { portalHeaders } from './portal/portal-token';
import { $unauthorized } from './session/session.store';

export interface ApiConfig {
  apiUrl: string;
  paymentsUrl?: string;
  /** The interface's language getter, sent as `accept-language` (the checkout's: receipts are mailed in it). */
  language?: () => string | undefined;
}

let current: { config: ApiConfig; client: ApiClient } | undefined;

/**
 * Sets the page's API client from an element's attributes. Calling it again with the same URLs and language getter
 * keeps the client, so every element on the page may call it on mount; others replace it (the last one wins).
 */
export function configureApi(config: ApiConfig): ApiClient {
  const kept = current?.config;
  if (current && kept?.apiUrl === config.apiUrl && kept.paymentsUrl === config.paymentsUrl && kept.language === config.language) {
    return current.client;
  }
  // The portal's bearer token rides on its own calls only, whichever element configured the client.
  const client = createApiClient({ ...config, headers: portalHeaders, onUnauthorized: () => $unauthorized.set(true) });
  current = { config: { ...config }, client };
  return client;
}

export function getApi(): ApiClient {
  if (!current) throw new Error('The API is not configured: call configureApi({ apiUrl }) before the first request');
  return current.client;
}
