import type { FastifyRequest } from 'fastify';
import type { organizations, users } from '../db/schema/index';

/** A signed-in merchant: the session's user and organization (modules/auth finds it from the cookie). */
export interface SessionContext {
  idHash: string;
  /** When the session ends; realtime disconnects its sockets then. */
  expiresAt: Date;
  user: typeof users.$inferSelect;
  organization: typeof organizations.$inferSelect;
}

/**
 * A buyer in the portal: one e-mail at one merchant (modules/portal finds it from its own cookie, decision 1152, or
 * from the element's bearer token on a merchant's page, decision 1160).
 */
export interface PortalAccess {
  idHash: string;
  organizationId: string;
  email: string;
  expiresAt: Date;
}

export type WidgetMode = 'test' | 'live';

/** Who a widget call acts for: the organization of its key, and the key's mode (modules/widget checks the key). */
export interface WidgetAccess {
  organizationId: string;
  mode: WidgetMode;
}

/**
 * How the floors learn who is calling. The floors never import the modules that know (auth, widget): app.ts
 * decorates the app with these resolvers (app.access) before any route is registered.
 */
export interface AccessResolvers {
  /** The session of the request's cookie; null when signed out or expired. */
  session(request: FastifyRequest): Promise<SessionContext | null>;
  /** Authenticates a widget call (its key and page), throwing the call's AppError when it may not act. */
  widget(request: FastifyRequest): Promise<WidgetAccess>;
  /**
   * The buyer's portal session of the request's `Authorization: Bearer` token (from the Origin it was issued to) or,
   * without that header, of its portal cookie; null when absent, expired or from another origin.
   */
  portal(request: FastifyRequest): Promise<PortalAccess | null>;
  /** Whether a merchant's page at this Origin may call the cross-origin endpoints. */
  pageOrigin(request: FastifyRequest, origin: string): Promise<boolean>;
}
