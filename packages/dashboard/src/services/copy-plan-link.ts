import type { Plan } from '@cobro/contracts';
import { servicePlanQuery } from '@cobro/data';
import type { QueryClient } from '@tanstack/react-query';

/** A plan's payment link as the copy left it: the address, and whether it reached the clipboard. */
export type CopiedLink = { url: string; copied: boolean };

/** What a plan is called where its link is shown: with its service when the row carries it. */
export const planLabel = (plan: Plan) => (plan.service ? `${plan.service.name} · ${plan.name}` : plan.name);

/**
 * Reads a plan's payment link fresh from its detail (the call the spec names for the link, decision 0651) and puts
 * it on the clipboard. Null when there is no link to show (the call failed, or the plan has none). A clipboard
 * that refuses (no focus, a browser's rules) still gives the link, to copy by hand.
 */
export async function copyPlanLink(client: QueryClient, plan: Plan): Promise<CopiedLink | null> {
  let url: string | undefined;
  try {
    url = (await client.fetchQuery({ ...servicePlanQuery(plan.service_id, plan.id), staleTime: 0 })).payment_link?.url;
  } catch {
    return null;
  }
  if (!url) return null;
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false };
  }
}
