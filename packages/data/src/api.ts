import { createApiClient, type ApiClient } from '@cobro/client';
import { $unauthorized } from './session/session.store';

export interface ApiConfig {
  apiUrl: string;
  paymentsUrl?: string;
}

let current: { config: ApiConfig; client: ApiClient } | undefined;

/**
 * Sets the page's API client from an element's attributes. Calling it again with the same URLs keeps the client,
 * so every element on the page may call it on mount; new URLs replace it (the last element configured wins).
 */
export function configureApi(config: ApiConfig): ApiClient {
  if (current && current.config.apiUrl === config.apiUrl && current.config.paymentsUrl === config.paymentsUrl) {
    return current.client;
  }
  const client = createApiClient({ ...config, onUnauthorized: () => $unauthorized.set(true) });
  current = { config: { ...config }, client };
  return client;
}

export function getApi(): ApiClient {
  if (!current) throw new Error('The API is not configured: call configureApi({ apiUrl }) before the first request');
  return current.client;
}
