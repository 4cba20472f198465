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
  manifest: (origin: string, version: string) => [...base.all, 'manifest', origin, version] as const,
};

/** The services a button may sell: their own root, so a catalog event refreshes them without the configuration. */
export const widgetServiceKeys = createKeys('widget-services');

/** The merchant-callback delivery log: its own root, so a charge event refreshes it alone. */
export const webhookDeliveryKeys = createKeys('webhook-deliveries');
