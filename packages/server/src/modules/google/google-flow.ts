import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleFlow } from './google-client';

/**
 * The flow travels in a cookie of its own, HttpOnly and SameSite=Lax (sent on the top-level navigation back from
 * the provider), limited to the Google sign-in path and to ten minutes. It needs no signature: it only has to come
 * back from the browser that started the flow, and what it holds is checked against the provider's answer.
 */
export const FLOW_COOKIE = 'cobro_google_flow';
const FLOW_TTL_S = 10 * 60;

const options = (path: string, secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, path, secure });

export function setFlowCookie(reply: FastifyReply, flow: GoogleFlow, path: string, secure: boolean) {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(FLOW_COOKIE, value, { ...options(path, secure), maxAge: FLOW_TTL_S });
}

export function clearFlowCookie(reply: FastifyReply, path: string, secure: boolean) {
  reply.clearCookie(FLOW_COOKIE, options(path, secure));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 256;

/** The flow this browser started, or null when it has none (or a cookie that is not one). */
export function flowOf(request: FastifyRequest): GoogleFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const { state, nonce, verifier } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    return isText(state) && isText(nonce) && isText(verifier) ? { state, nonce, verifier } : null;
  } catch {
    return null;
  }
}
