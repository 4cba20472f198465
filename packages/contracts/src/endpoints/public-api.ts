import type { z } from 'zod';
import { Charge, ChargesQuery, RefundBody } from '../entities/charge';
import { Customer, CustomersQuery } from '../entities/customer';
import { Purchase, PurchasesQuery } from '../entities/purchase';
import { UsageBody, UsageRecord } from '../entities/usage';
import { Withdrawal, WithdrawalsQuery } from '../entities/portal';
import { PageQuery, paged } from '../list';
import type { HttpMethod } from '../endpoint';

/** Where the server-to-server API lives on the reference server; its version is part of the path. */
export const PUBLIC_API_PREFIX = '/api/v1' as const;

/**
 * One call of the server-to-server API: a merchant's own back end calls it with `Authorization: Bearer <secret
 * key>` (never a browser: no cookies, no CORS). Not part of the dashboard's table (`endpoints`): the dashboard and
 * the elements never call it. The OpenAPI document is generated from these entries (docs/public-api.md).
 */
export interface PublicApiCall {
  method: HttpMethod;
  /** Under PUBLIC_API_PREFIX, with `{param}` placeholders. */
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Requires an `Idempotency-Key` header: a retry with the same key and body replays the first answer. */
  idempotent?: boolean;
}

/** The v1 calls: the dashboard's lists with the same filters and paging, one charge, refunds, usage, and withdrawals. */
export const publicApiCalls = {
  listCustomers: {
    method: 'GET',
    path: '/customers',
    summary: "The merchant's customers, with the dashboard's filters, sorting and paging.",
    query: CustomersQuery,
    response: paged(Customer),
  },
  listCharges: {
    method: 'GET',
    path: '/charges',
    summary: "The merchant's charges, with the dashboard's filters, sorting and paging.",
    query: ChargesQuery,
    response: paged(Charge),
  },
  getCharge: { method: 'GET', path: '/charges/{id}', summary: 'One charge of the merchant.', response: Charge },
  listPurchases: {
    method: 'GET',
    path: '/purchases',
    summary: "The merchant's purchases (subscriptions and one-time purchases), with the dashboard's filters and paging.",
    query: PurchasesQuery,
    response: paged(Purchase),
  },
  createRefund: {
    method: 'POST',
    path: '/charges/{id}/refunds',
    summary: 'Refunds all or part of a charge (amount in cents); answers the charge as it is after the refund.',
    body: RefundBody,
    response: Charge,
    idempotent: true,
  },
  reportUsage: {
    method: 'POST',
    path: '/usage',
    summary:
      'Reports units used by a variable subscription, named by purchase_id or external_usage_id; the period it bills in is the one its timestamp falls in, or the open one if that was billed already.',
    body: UsageBody,
    response: UsageRecord,
    idempotent: true,
  },
  listUsage: {
    method: 'GET',
    path: '/purchases/{id}/usage',
    summary: "A variable subscription's usage reports, newest first, each with the period it bills in.",
    query: PageQuery,
    response: paged(UsageRecord),
  },
  listWithdrawals: {
    method: 'GET',
    path: '/withdrawals',
    summary:
      "Buyers' withdrawals from purchases (the EU withdrawal function, docs/withdrawal.md), newest received first; purchase_id gives one purchase's.",
    query: WithdrawalsQuery,
    response: paged(Withdrawal),
  },
} as const satisfies Record<string, PublicApiCall>;

export type PublicApiCallName = keyof typeof publicApiCalls;
