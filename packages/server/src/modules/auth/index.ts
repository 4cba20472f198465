export { AFTER_LOGIN_URL, verifyView } from './auth.routes';
export { hashPassword } from './passwords';
export { startSession } from './session-start';
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
} from './sessions';
export { type OrganizationRow } from './sessions';
