import { createKeys } from '../keys/create-keys';

const base = createKeys('widget');

/**
 * The merchant's widget settings: one configuration and one signing secret per organization, and the SRI manifest
 * of each published widget version (immutable, so never invalidated).
 */
export const widgetKeys = {
  ...base,
  configuration: () => [...base.all, 'configuration'] as const,
  callbackSecret: () => [...base.all, 'callback-secret'] as const,
  /** The button signing secret's status (decision 1010); the secret itself is never read back. */
  buttonSecret: () => [...base.all, 'button-secret'] as const,
  /** A signature depends on the attributes and on which secret signs them (its creation time names it). */
  buttonSignatures: () => [...base.all, 'button-signature'] as const,
  buttonSignature: (secretCreatedAt: string, attributes: Record<string, string>) =>
    [...base.all, 'button-signature', secretCreatedAt, attributes] as const,
  manifest: (origin: string, version: string) => [...base.all, 'manifest', origin, version] as const,
};

/** The services a button may sell: their own root, so a catalog event refreshes them without the configuration. */
export const widgetServiceKeys = createKeys('widget-services');

/** The merchant-callback delivery log: its own root, so a charge event refreshes it alone. */
export const webhookDeliveryKeys = createKeys('webhook-deliveries');
