import { WIDGET_KEY_HEADER, type WidgetSession } from '@cobro/contracts';

/** A widget key and API URL that are both known (OTFE-001 is checked before any call). */
export interface WidgetTarget {
  key: string;
  api: string;
}

export const WIDGET_SESSION_PATH = '/widget/session';

/** The first answer of GET /widget/session as read once: whether it is a success, its status and its JSON body. */
export interface SessionAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  /** Undefined when the body is not JSON. */
  body: unknown;
}

const answers = new Map<string, Promise<SessionAnswer>>();

/**
 * GET /widget/session with `fetch` alone, once per page and widget key however many buttons ask (decision 1000):
 * the first script's session check (decision 1043). Rejects when no answer came (network, an origin the API does
 * not answer). The full check on intent (widget-api.ts) reads this same answer, then retries and diagnoses with its
 * own code, so a page still makes one session call (decision 1169).
 */
export function sessionAnswer({ key, api }: WidgetTarget): Promise<SessionAnswer> {
  const id = `${api}\n${key}`;
  let answer = answers.get(id);
  if (!answer) {
    answer = fetch(api + WIDGET_SESSION_PATH, { headers: { accept: 'application/json', [WIDGET_KEY_HEADER]: key }, credentials: 'omit' }).then(
      async (response) => ({
        ok: response.ok,
        status: response.status,
        statusText: response.statusText,
        body: await response.json().catch(() => undefined),
      }),
    );
    answers.set(id, answer);
  }
  return answer;
}

/** The session of an answer that accepts the key and the page, for an organization that takes payments. */
export const acceptedSession = ({ ok, body }: SessionAnswer): WidgetSession | undefined =>
  ok && (body as WidgetSession | undefined)?.charges_enabled ? (body as WidgetSession) : undefined;
