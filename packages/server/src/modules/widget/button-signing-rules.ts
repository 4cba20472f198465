import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BUTTON_SECRET_PREFIX,
  BUTTON_SIGNATURE_PREFIX,
  buttonCanonicalForm,
  FIELD_MESSAGES,
  SIGNATURE_MISMATCH,
  signedAttributesOf,
  type ButtonSigningSecret,
  type PlanSignatureState,
  type SignedButtonAttributes,
} from '@cobro/contracts';
import { widgetConfigurations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { WidgetMode } from './widget-access-rules';
import { ensureConfiguration } from './widget-configuration-commands';

/**
 * Signed web-services buttons (decision 1010): the merchant's server signs the plan attributes with the
 * organization's button signing secret; the API recomputes the signature before it creates a checkout session.
 */

/** `v1=` and the lower-case hex HMAC-SHA256 of the canonical form, keyed with the whole secret text (UTF-8). */
export function signButton(secret: string, attributes: SignedButtonAttributes): string {
  const digest = createHmac('sha256', secret).update(buttonCanonicalForm(attributes), 'utf8').digest('hex');
  return `${BUTTON_SIGNATURE_PREFIX}${digest}`;
}

/**
 * Whether `signature` signs `attributes` with `secret`: `missing` without a signature, `mismatch` when it does not
 * match (or the organization has no secret yet). Compared in constant time.
 */
export function verifyButton(secret: string | null, attributes: SignedButtonAttributes, signature: string | undefined): PlanSignatureState {
  if (!signature) return 'missing';
  if (!secret) return 'mismatch';
  const expected = Buffer.from(signButton(secret, attributes));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'signed' : 'mismatch';
}

/** The signed plan of a web-services checkout-session request, as the button sent it, and its verdict. */
export interface VerifiedPlan {
  attributes: SignedButtonAttributes;
  signature: PlanSignatureState;
}

/**
 * Checks a web-services click's signature against the organization's secret. A live key refuses an unsigned or
 * altered plan with 403 WID-007 (`fields.signature`: `missing_field` or `signature_mismatch`); a test key lets it
 * through, and the session says so (`plan_signature`) so the button can warn the integrator.
 */
export async function verifiedPlan(
  app: FastifyInstance,
  organizationId: string,
  mode: WidgetMode,
  rawBody: { plan?: unknown; customer?: unknown; signature?: unknown },
): Promise<VerifiedPlan> {
  const attributes = signedAttributesOf(rawBody);
  const [row] = await app.database.db
    .select({ secret: widgetConfigurations.buttonSigningSecret })
    .from(widgetConfigurations)
    .where(eq(widgetConfigurations.organizationId, organizationId));
  const given = typeof rawBody.signature === 'string' ? rawBody.signature : undefined;
  const signature = verifyButton(row?.secret ?? null, attributes, given);
  if (signature !== 'signed' && mode === 'live') {
    throw new AppError('WID-007', { fields: { signature: signature === 'missing' ? FIELD_MESSAGES.missingField : SIGNATURE_MISMATCH } });
  }
  return { attributes, signature };
}

/** `pbsec_` and 32 random bytes (base64url): as strong as the HMAC key can use. */
const newButtonSecret = () => `${BUTTON_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** A new secret for the organization, replacing the old one (whose signatures stop verifying at once). */
export async function generateButtonSecret(app: FastifyInstance, organizationId: string): Promise<ButtonSigningSecret> {
  await ensureConfiguration(app, organizationId);
  const now = app.clock.now();
  const secret = newButtonSecret();
  await app.database.db
    .update(widgetConfigurations)
    .set({ buttonSigningSecret: secret, buttonSigningSecretCreatedAt: now, updatedAt: now })
    .where(eq(widgetConfigurations.organizationId, organizationId));
  return { secret, created_at: now.toISOString() };
}

/** The organization's secret (for the web checkout screen's signing call); 409 API-005 while there is none. */
export async function buttonSecretOf(app: FastifyInstance, organizationId: string): Promise<string> {
  const row = await ensureConfiguration(app, organizationId);
  if (!row.buttonSigningSecret) throw new AppError('API-005', { fields: { secret: FIELD_MESSAGES.missingField } });
  return row.buttonSigningSecret;
}
