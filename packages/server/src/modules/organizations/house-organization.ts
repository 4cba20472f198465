import { PRODUCT_PREFIX } from '@cobro/contracts';
import { sha256 } from '../../ids';

/** A fixed uuid per name: the product's own rows are found again by id on every server and database. */
const fixedUuid = (name: string) => {
  const hex = sha256(`${PRODUCT_PREFIX}:${name}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The product as a merchant of its own (decision 0290): its plans are plans of this organization's catalogue and a
 * merchant's plan subscription is a purchase in it, so the payment engine and the renewals bill it like any other.
 * Its rows are created by modules/product-plans; the checkout never sells them to the public.
 */
export const HOUSE = {
  organizationId: fixedUuid('organization'),
  ownerId: fixedUuid('owner'),
  serviceId: fixedUuid('service'),
  /** The platform agreement: a zero-cost subscription that only keeps the organization's card. */
  platformPlanId: fixedUuid('platform-plan'),
  companyName: `${PRODUCT_PREFIX} (plans)`,
} as const;
