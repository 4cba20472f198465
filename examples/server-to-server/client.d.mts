/** Types of client.mjs, for TypeScript projects (and Cobro's own tests) that import the client. */
export interface CobroPage<T> {
  data: T[];
  [key: string]: unknown;
}

export interface CobroClient {
  charges(query?: Record<string, string | number>): Promise<CobroPage<{ id: string; amount: number; status: string }>>;
  customers(query?: Record<string, string | number>): Promise<CobroPage<{ id: string }>>;
  purchases(query?: Record<string, string | number>): Promise<CobroPage<{ id: string }>>;
  refund(chargeId: string, amount: number, idempotencyKey?: string): Promise<{ id: string; amount_refunded: number }>;
}

export declare function cobroClient(options: { baseUrl: string; secretKey: string; fetch?: typeof fetch }): CobroClient;
