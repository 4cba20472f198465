export { portalRoutes } from './portal.routes';
export { findPortalSession, PORTAL_COOKIE } from './portal-session-commands';
