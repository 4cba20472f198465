import type { CheckoutPurchase, Frequency, PaymentLinkView, PlanType, PurchaseStatus } from '@cobro/contracts';

/** What the checkout sells, whether its id named a payment link or an existing purchase. */
export interface Offer {
  planId: string;
  /** The payment link the buyer came from (sent as create-purchase's payment_link_id), when the id was one. */
  linkId: string | null;
  plan: {
    name: string;
    description: string | null;
    unit_amount: number;
    currency: string;
    /** A variable plan's unit_amount is one unit's price: nothing is paid today, the method is saved (decision 1139). */
    type: PlanType;
    recurring: boolean;
    frequency: Frequency | null;
    billing_cycles: number | null;
    payment_day: number | null;
  };
  /**
   * `withdrawalExcluded`: the merchant excluded the service from the right of withdrawal, so the payment step asks the
   * buyer's consent (decision 1161); false when the server does not say (a back end built to the spec).
   */
  service: { name: string; description: string | null; image: string | null; withdrawalExcluded: boolean };
  organization: { company_name: string; tyc: string | null } | null;
  purchase: { id: string; status: PurchaseStatus } | null;
}

/** The outcome of one of the two reads: its data, or the status and code it failed with. */
export type Read<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

export type Availability =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: Offer }
  | { kind: 'unavailable' }
  | { kind: 'failed'; code: string; message: string };

/**
 * Whether the id must also be read as a purchase (public-flows 4.8 and 8): only when the link read failed, or found
 * the link inactive (a purchase then still lets the buyer go on). An active link decides alone: its id is a plan id.
 */
export function purchaseReadNeeded(link: Read<PaymentLinkView> | undefined): boolean {
  return link !== undefined && (!link.ok || !link.data.active);
}

/**
 * public-flows 4.8 and 8: the checkout id is read both as a payment link and as a purchase. Both failing with a
 * status of 400 or more shows the error page with the server's code; an inactive link without a purchase shows
 * "payment link unavailable". A purchase alone is enough to go on (a buyer back from a provider's page).
 * `purchase` is null when it is not read: embedded with `link-id`, the id always names a payment link.
 */
export function checkoutAvailability(
  id: string,
  link: Read<PaymentLinkView> | undefined,
  purchase: Read<CheckoutPurchase> | undefined | null,
): Availability {
  if (!link || purchase === undefined) return { kind: 'loading' };
  if (!link.ok && !purchase?.ok) {
    // Both failed: the link's answer explains the checkout page best (CHK-004), a network failure counts as 500.
    return link.status >= 400 || link.status === 0 || !purchase
      ? { kind: 'failed', code: link.code, message: link.message }
      : { kind: 'failed', code: purchase.code, message: purchase.message };
  }
  const bought = purchase?.ok ? { id: purchase.data.id, status: purchase.data.status } : null;
  if (link.ok) {
    if (!link.data.active && !bought) return { kind: 'unavailable' };
    const { plan, service, organization } = link.data;
    return {
      kind: 'ready',
      offer: {
        planId: link.data.plan_id,
        linkId: id,
        plan: {
          name: plan.name,
          description: plan.description,
          unit_amount: plan.unit_amount,
          currency: plan.currency,
          type: plan.type,
          recurring: plan.recurring,
          frequency: plan.frequency,
          billing_cycles: plan.billing_cycles,
          payment_day: plan.payment_day,
        },
        service: {
          name: service.name,
          description: service.description,
          image: service.images[0]?.content ?? null,
          withdrawalExcluded: service.withdrawal_excluded ?? false,
        },
        organization: { company_name: organization.company_name, tyc: organization.tyc },
        purchase: bought,
      },
    };
  }
  const data = (purchase as { ok: true; data: CheckoutPurchase }).data;
  return {
    kind: 'ready',
    offer: {
      planId: data.plan.id,
      linkId: null,
      plan: { ...data.plan, description: data.plan.description || null },
      service: { name: data.service.name, description: null, image: null, withdrawalExcluded: data.service.withdrawal_excluded ?? false },
      organization: null,
      purchase: bought,
    },
  };
}
