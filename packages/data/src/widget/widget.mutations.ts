import { widgetEndpoints, type ButtonSigningSecret, type WebhookDelivery, type WidgetConfiguration } from '@cobro/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { webhookDeliveryKeys, widgetKeys } from './widget.keys';

/**
 * Every configuration call answers the whole configuration: it goes straight into the cache (the screen shows it
 * without a second request) and the query is marked stale so the next read confirms it.
 */
const configurationChanged = (client: QueryClient, configuration: WidgetConfiguration) => {
  client.setQueryData(widgetKeys.configuration(), configuration);
  return client.invalidateQueries({ queryKey: widgetKeys.configuration(), refetchType: 'none' });
};

type Options<V> = CallerMutationOptions<WidgetConfiguration, V>;

const configurationMutation = <V>(name: string, call: (variables: V) => Promise<WidgetConfiguration>) =>
  (options?: Options<V>) =>
    withInvalidation<WidgetConfiguration, V>(
      { mutationKey: [...widgetKeys.all, name], mutationFn: call, invalidate: configurationChanged },
      options,
    );

export type EditDomainInput = z.input<typeof widgetEndpoints.editDomain.body>;
export type EditCallbackUrlInput = z.input<typeof widgetEndpoints.editCallbackUrl.body>;
export type VersionChangeInput = z.input<typeof widgetEndpoints.versionChange.body>;

/** POST /widget-configuration/edit-domain (WID-002, WID-005). */
export const editDomainMutation = configurationMutation<EditDomainInput>('edit-domain', (body) =>
  getApi().call(widgetEndpoints.editDomain, { body }),
);

/** POST /widget-configuration/toggle-callback, no body (WID-003). */
export const toggleCallbackMutation = configurationMutation<void>('toggle-callback', () =>
  getApi().call(widgetEndpoints.toggleCallback),
);

/** POST /widget-configuration/edit-callback-url (WID-004). */
export const editCallbackUrlMutation = configurationMutation<EditCallbackUrlInput>('edit-callback-url', (body) =>
  getApi().call(widgetEndpoints.editCallbackUrl, { body }),
);

/** POST /widget-configuration/version-change (WID-006); copying the script calls it (services-and-configuration 4). */
export const versionChangeMutation = configurationMutation<VersionChangeInput>('version-change', (body) =>
  getApi().call(widgetEndpoints.versionChange, { body }),
);

/**
 * POST /widget-configuration/generate-signing-secret: the answer (the secret, shown once) is not cached anywhere; the
 * status and every signature of the old secret are.
 */
export const generateSigningSecretMutation = (options?: CallerMutationOptions<ButtonSigningSecret, void>) =>
  withInvalidation<ButtonSigningSecret, void>(
    {
      mutationKey: [...widgetKeys.all, 'generate-signing-secret'],
      mutationFn: () => getApi().call(widgetEndpoints.generateSigningSecret),
      invalidate: (client) =>
        Promise.all([
          client.invalidateQueries({ queryKey: widgetKeys.buttonSecret() }),
          client.removeQueries({ queryKey: widgetKeys.buttonSignatures() }),
        ]),
    },
    options,
  );

/** POST /widget-configuration/deliveries/{id}/resend. */
export const resendWebhookDeliveryMutation = (options?: CallerMutationOptions<WebhookDelivery, string>) =>
  withInvalidation<WebhookDelivery, string>(
    {
      mutationKey: [...webhookDeliveryKeys.all, 'resend'],
      mutationFn: (id) => getApi().call(widgetEndpoints.resendWebhookDelivery, { params: { id } }),
      invalidate: staleAfter('resendWebhookDelivery'),
    },
    options,
  );

export const useEditDomain = (options?: Options<EditDomainInput>) => useMutation(editDomainMutation(options));
export const useToggleCallback = (options?: Options<void>) => useMutation(toggleCallbackMutation(options));
export const useEditCallbackUrl = (options?: Options<EditCallbackUrlInput>) => useMutation(editCallbackUrlMutation(options));
export const useVersionChange = (options?: Options<VersionChangeInput>) => useMutation(versionChangeMutation(options));
export const useResendWebhookDelivery = (options?: CallerMutationOptions<WebhookDelivery, string>) =>
  useMutation(resendWebhookDeliveryMutation(options));
export const useGenerateSigningSecret = (options?: CallerMutationOptions<ButtonSigningSecret, void>) =>
  useMutation(generateSigningSecretMutation(options));
