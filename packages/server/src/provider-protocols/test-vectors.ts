import { readFileSync } from 'node:fs';

/** The published test vectors, copied into the repository with their sources (`packages/server/test/vectors`). */
export function readVectors<T>(name: 'redsys-hmac-sha256-v1' | 'standard-webhooks'): T {
  const url = new URL(`../../test/vectors/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

export interface RedsysVectors {
  vectors: Array<{
    name: string;
    merchantKey: string;
    wrongMerchantKey?: string;
    order: string;
    derivedKeyBase64?: string;
    merchantParameters: string;
    signature: string;
  }>;
}

export interface StandardWebhooksVector {
  secret: string;
  webhookId: string;
  webhookTimestamp: number;
  body: string;
  expectedSignatureHeader: string;
}
