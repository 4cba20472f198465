import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeyWindows } from '../../db/schema/index';

/** Requests a secret key may make per window on the server-to-server API, whichever server process answers them. */
export const PUBLIC_API_RATE_LIMIT = { windowMs: 10_000, requests: 100 } as const;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of a key in its current fixed window and says whether it is within the limit. One upsert on
 * the key's row: it starts the window at 1 or adds 1 to it atomically (a row lock serialises concurrent requests
 * from every process on the database), so the count is exact across processes without a lock of our own.
 */
export async function countRequest(db: Db, apiKeyId: string, now: Date): Promise<RateDecision> {
  const { windowMs, requests } = PUBLIC_API_RATE_LIMIT;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(apiKeyWindows)
    .values({ apiKeyId, windowStart, requests: 1 })
    .onConflictDoUpdate({
      target: apiKeyWindows.apiKeyId,
      set: {
        requests: sql`case when "api_key_windows"."window_start" = excluded.window_start then "api_key_windows"."requests" + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ requests: apiKeyWindows.requests });
  if (row.requests <= requests) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) };
}
