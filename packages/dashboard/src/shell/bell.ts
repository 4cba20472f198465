import type { Organization } from '@cobro/contracts';

export type BellTone = 'red' | 'blue';

/**
 * Bell indicator (dashboard-core 2): red when the organization is unverified, blue otherwise. An organization with
 * no verification record yet has not been verified either, so it is red too (docs/decisions/0501).
 */
export function bellTone(verification: Organization['verification_status']): BellTone {
  if (!verification) return 'red';
  return verification.verification_status === 'unverified' ? 'red' : 'blue';
}
