import type { Organization } from '@cobro/contracts';

export type StatusTone = 'green' | 'red' | 'yellow';
export type ShownStatus = 'verified' | 'unverified' | 'pending' | 'processing';

export interface GatewayStatusDisplay {
  status: ShownStatus;
  tone: StatusTone;
  /** The card-provider section starts collapsed and lists the requirements. */
  needsAttention: boolean;
  requirements: readonly string[];
}

/**
 * "Gateway status display" (services-and-configuration 4): no status object reads as processing; unverified is red;
 * verified is green only with payouts enabled, otherwise it reads as unverified; anything else is amber. When it
 * reads unverified the card-provider section starts collapsed with the requirements listed.
 */
export function gatewayStatusDisplay(verification: Organization['verification_status']): GatewayStatusDisplay {
  const requirements = verification?.verification_details ?? [];
  const raw = verification?.verification_status ?? 'processing';
  if (raw === 'unverified' || (raw === 'verified' && !verification?.payouts_enabled)) {
    return { status: 'unverified', tone: 'red', needsAttention: true, requirements };
  }
  if (raw === 'verified') return { status: 'verified', tone: 'green', needsAttention: false, requirements };
  return { status: raw, tone: 'yellow', needsAttention: false, requirements };
}

export interface CardPermissions {
  company: boolean;
  contact: boolean;
  legalManager: boolean;
  documents: boolean;
  bankAccount: boolean;
}

/**
 * "Edit permission per card" (services-and-configuration 4): the legal representative unless pending; the documents
 * only when unverified; the bank account only when the requirements name external_account; steps 1 to 3 hide
 * editing while pending.
 */
export function cardPermissions(verification: Organization['verification_status']): CardPermissions {
  const status = verification?.verification_status;
  const pending = status === 'pending';
  return {
    company: !pending,
    contact: !pending,
    legalManager: !pending,
    documents: status === 'unverified',
    bankAccount: (verification?.verification_details ?? []).includes('external_account'),
  };
}
