/**
 * Callback attempts one process runs at once (decision 1024). Each is one https request that ends within the
 * timeout (CALLBACKS_TIMEOUT_MS, 10 s by default), so even if every endpoint hung, a process would still start
 * 100 attempts every 10 s; a socket and a TLS session each, a few MB in all.
 */
export const CALLBACKS_IN_FLIGHT = 100;
/**
 * The most of those one merchant's deliveries hold at once in a process: a hanging endpoint with a backlog holds
 * 5 slots until its attempts time out, and the other 95 go on serving everyone else. A merchant with a fast
 * endpoint and a burst still gets 5 in parallel, about 50 a second at 100 ms each.
 */
export const CALLBACKS_IN_FLIGHT_PER_MERCHANT = 5;

export interface SlotLimits {
  inFlight: number;
  perMerchant: number;
}

export const DEFAULT_SLOT_LIMITS: SlotLimits = { inFlight: CALLBACKS_IN_FLIGHT, perMerchant: CALLBACKS_IN_FLIGHT_PER_MERCHANT };

/** The process's attempt slots: held from the claim to the outcome's write, counted per organization. */
export function createSlots(limits: SlotLimits) {
  const held = new Map<string, number>();
  let total = 0;
  return {
    limits,
    free: () => limits.inFlight - total,
    /** Organizations holding all their slots: the claim leaves their deliveries alone. */
    full: () => [...held].filter(([, n]) => n >= limits.perMerchant).map(([organizationId]) => organizationId),
    /** A slot for each row that still fits, in order; the rows returned are the ones to send. */
    take<T>(rows: T[], organizationOf: (row: T) => string): T[] {
      return rows.filter((row) => {
        const organizationId = organizationOf(row);
        const n = held.get(organizationId) ?? 0;
        if (total >= limits.inFlight || n >= limits.perMerchant) return false;
        held.set(organizationId, n + 1);
        total += 1;
        return true;
      });
    },
    release(organizationId: string) {
      const n = (held.get(organizationId) ?? 1) - 1;
      if (n > 0) held.set(organizationId, n);
      else held.delete(organizationId);
      total -= 1;
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;
