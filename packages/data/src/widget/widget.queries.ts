import { widgetEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getApi } from '../api';
import { deliveryLogRefreshIn } from './delivery-log-refresh';
import { webhookDeliveryKeys, widgetKeys, widgetServiceKeys } from './widget.keys';

export type WebhookDeliveriesQuery = z.input<typeof widgetEndpoints.webhookDeliveries.query>;

/** GET /widget-configuration: the page shows WID-001 at once when it fails, so no retries. */
export const widgetConfigurationQuery = () =>
  queryOptions({
    queryKey: widgetKeys.configuration(),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.widgetConfiguration, { signal }),
    retry: false,
  });

/** GET /widget-configuration/services: the ACTIVE services and plans a product-services button may name. */
export const widgetServicesQuery = () =>
  queryOptions({
    queryKey: widgetServiceKeys.list(),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.widgetServices, { signal }),
  });

/** GET /widget-configuration/callback-secret: the Standard Webhooks secret the merchant verifies callbacks with. */
export const callbackSecretQuery = () =>
  queryOptions({
    queryKey: widgetKeys.callbackSecret(),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.callbackSecret, { signal }),
  });

/** GET /widget-configuration/signing-secret: whether there is a button signing secret, and since when. */
export const buttonSigningSecretQuery = () =>
  queryOptions({
    queryKey: widgetKeys.buttonSecret(),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.buttonSigningSecret, { signal }),
  });

/**
 * POST /widget-configuration/sign-button: the `signature` of the button the screen builds. A pure function of the
 * attributes and the secret, so it never goes stale; a new secret has another key.
 */
export const buttonSignatureQuery = (secretCreatedAt: string, attributes: Record<string, string>) =>
  queryOptions({
    queryKey: widgetKeys.buttonSignature(secretCreatedAt, attributes),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.signButton, { body: { attributes }, signal }),
    staleTime: Infinity,
  });

/** GET /widget-configuration/deliveries, newest first; the previous page stays on screen while the next loads. */
export const webhookDeliveriesQuery = (query: WebhookDeliveriesQuery) =>
  queryOptions({
    queryKey: webhookDeliveryKeys.list(query),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.webhookDeliveries, { query, signal }),
    placeholderData: keepPreviousData,
    // A retrying row updates in place: the log is read again after its next attempt (no realtime event covers it).
    refetchInterval: (current) => deliveryLogRefreshIn(current.state.data?.data, Date.now()),
  });

/** `manifest.json` of a published widget version (scripts/build.mjs): each file with its SRI hash. */
export const WidgetManifest = z.object({
  version: z.string(),
  files: z.record(z.string(), z.object({ integrity: z.string().regex(/^sha(256|384|512)-/), bytes: z.number() })),
});
export type WidgetManifest = z.infer<typeof WidgetManifest>;

/** Thrown when a version has no manifest on the server (never published there): a 4xx is not worth a retry. */
export class WidgetManifestMissing extends Error {
  override readonly name = 'WidgetManifestMissing';
  constructor(readonly version: string) {
    super(`Widget version ${version} has no manifest`);
  }
}

/**
 * The SRI manifest of `/widget/<version>/` on the server that serves the widget (`origin`). A static file, not an
 * API call; versioned paths never change, so it is read once per page.
 */
export const widgetManifestQuery = (origin: string, version: string) =>
  queryOptions({
    queryKey: widgetKeys.manifest(origin, version),
    queryFn: async ({ signal }) => {
      const response = await fetch(`${origin}/widget/${encodeURIComponent(version)}/manifest.json`, { signal });
      if (response.status >= 400 && response.status < 500) throw new WidgetManifestMissing(version);
      if (!response.ok) throw new Error(`manifest.json answered ${response.status}`);
      return WidgetManifest.parse(await response.json());
    },
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof WidgetManifestMissing) && failures < 2,
  });
