import { z } from 'zod';
import { Timestamp } from '../primitives';
import { FreeText } from '../validators/free-text';
import { BUTTON_SECRET_PREFIX, SIGNED_BUTTON_ATTRIBUTES, type SignedButtonAttribute } from '../rules/button-signature';

/**
 * GET /widget-configuration/signing-secret: whether the organization has a button signing secret, and since when.
 * The secret itself is shown once, by the call that generates it (decision 1010).
 */
export const ButtonSigningSecretStatus = z.object({ created_at: Timestamp.nullable() });
export type ButtonSigningSecretStatus = z.infer<typeof ButtonSigningSecretStatus>;

/** POST /widget-configuration/generate-signing-secret: a new secret, which replaces the previous one. */
export const ButtonSigningSecret = z.object({ secret: z.string().startsWith(BUTTON_SECRET_PREFIX), created_at: Timestamp });
export type ButtonSigningSecret = z.infer<typeof ButtonSigningSecret>;

const attributeValues = Object.fromEntries(SIGNED_BUTTON_ATTRIBUTES.map((name) => [name, FreeText().optional()])) as Record<
  SignedButtonAttribute,
  z.ZodOptional<z.ZodString>
>;

/**
 * POST /widget-configuration/sign-button: the signed attributes of a button as the web checkout screen writes them
 * (attribute names, values as text); attributes outside the signed set are refused.
 */
export const SignButtonBody = z.strictObject({ attributes: z.strictObject(attributeValues) });
export type SignButtonBody = z.input<typeof SignButtonBody>;

/** The `signature` attribute for those attributes, and the canonical text it signs (to compare with one's own). */
export const ButtonSignature = z.object({ signature: z.string(), canonical: z.string() });
export type ButtonSignature = z.infer<typeof ButtonSignature>;
