/** Types of server.mjs, for TypeScript projects (and Cobro's own tests) that import the receiver. */
export declare const TOLERANCE_SECONDS: number;

export type Verification =
  | { ok: true }
  | { ok: false; reason: 'missing_headers' | 'invalid_timestamp' | 'timestamp_outside_tolerance' | 'no_matching_signature' };

export declare function sign(secret: string, id: string, timestamp: string | number, body: string | Uint8Array): string;

export declare function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string | Uint8Array,
  now?: Date,
): Verification;

export interface ReceivedDelivery {
  webhookId: string;
  /** The charge data as Cobro sent it (CallbackChargeData). */
  charge: Record<string, unknown> & { uelz_charge_id: string; status: string; amount: number; currency: string };
}

export interface CallbackServerOptions {
  secret: string;
  port?: number;
  host?: string;
  failFirst?: number;
  now?: () => Date;
  log?: (line: string) => void;
  cert?: string | Buffer;
  key?: string | Buffer;
}

export declare function startCallbackServer(options: CallbackServerOptions): Promise<{
  url: string;
  received: ReceivedDelivery[];
  close(): Promise<void>;
}>;
