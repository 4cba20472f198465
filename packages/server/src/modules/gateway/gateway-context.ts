import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage/index';
import type { SessionContext } from '../auth/index';
import { canEdit, type GatewayCard, type GatewayFacts } from './gateway-rules';

/** What every gateway command needs: the app, the file store and the signed-in organization. */
export interface GatewayContext {
  app: FastifyInstance;
  storage: Storage;
  organization: SessionContext['organization'];
  /** The merchant's address, which Stripe records as its acceptance of the terms (connected accounts). */
  ip: string;
}

/** A card the current verification state does not let the merchant edit is API-005 (409), naming the card. */
export function assertEditable(card: GatewayCard, org: GatewayFacts) {
  if (!canEdit(card, org)) throw new AppError('API-005', { details: { card, verification_status: org.verificationStatus } });
}
