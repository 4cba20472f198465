export { AFTER_LOGIN_URL, verifyView } from './auth.routes';
export { hashPassword, verifyPassword } from './password-rules';
export { startSession } from './session-start';
export { LONGEST_THROTTLE_WINDOW_MS, reserveAttempt, reserveOrRefuse, settleLoginAttempt, THROTTLES } from './throttle-commands';
export {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSession,
  hashSessionId,
  sessionAlive,
  SESSION_COOKIE,
  sessionCookieOf,
  setSessionCookie,
  type SessionContext,
} from './session-commands';
export { type OrganizationRow } from './session-commands';
