import { gatewayEndpoints, mediaEndpoints, type LegalDocument, type Organization } from '@cobro/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { organizationKeys } from '../organization/organization.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';

/**
 * A saved step answers the updated organization: it goes straight into the cache (the wizard's next step and the
 * general-data cards read it at once), and what else shows it is made stale: the session (verify carries the
 * organization) and the onboarding tasks (the gateway task). Not the files: step 4 names the stored documents and
 * changes none (decision 0241), and refetching them is up to 40 MB of data URLs the save would wait for; uploads
 * and removals stale the files themselves.
 */
export const gatewayStepSaved = (client: QueryClient, organization: Organization) => {
  client.setQueryData(organizationKeys.current(), organization);
  return Promise.all([
    client.invalidateQueries({ queryKey: organizationKeys.all, refetchType: 'none' }),
    client.invalidateQueries({ queryKey: sessionKeys.all }),
    client.invalidateQueries({ queryKey: taskKeys.all }),
  ]);
};

const STEP_ENDPOINTS = {
  1: gatewayEndpoints.gatewayStep1,
  2: gatewayEndpoints.gatewayStep2,
  3: gatewayEndpoints.gatewayStep3,
  4: gatewayEndpoints.gatewayStep4,
  5: gatewayEndpoints.gatewayStep5,
} as const;
export type GatewayStep = keyof typeof STEP_ENDPOINTS;
export type GatewayStepInput<S extends GatewayStep> = z.input<(typeof STEP_ENDPOINTS)[S]['body']>;

/** PUT /payment-gateway/step-{n}: the wizard and the general-data cards save through the same call. */
export const gatewayStepMutation = <S extends GatewayStep>(
  step: S,
  options?: CallerMutationOptions<Organization, GatewayStepInput<S>>,
) =>
  withInvalidation<Organization, GatewayStepInput<S>>(
    {
      mutationKey: ['payment-gateway', `step-${step}`],
      mutationFn: (body) => getApi().call(STEP_ENDPOINTS[step], { body } as never) as Promise<Organization>,
      invalidate: gatewayStepSaved,
    },
    options,
  );

export type LegalDocumentUploadInput = z.input<typeof mediaEndpoints.uploadLegalDocument.body>;
export type LegalDocumentRef = { name: string; extension: string };

/** POST /media/legal-documentation (multipart name and file): the stored document, shown in its slot. */
export const uploadLegalDocumentMutation = (options?: CallerMutationOptions<LegalDocument, LegalDocumentUploadInput>) =>
  withInvalidation<LegalDocument, LegalDocumentUploadInput>(
    {
      mutationKey: ['legal-documentation', 'upload'],
      mutationFn: (body) => getApi().call(mediaEndpoints.uploadLegalDocument, { body }),
      invalidate: staleAfter('uploadLegalDocument'),
    },
    options,
  );

/** DELETE /media/legal-documentation/{name}/{extension}. */
export const removeLegalDocumentMutation = (options?: CallerMutationOptions<void, LegalDocumentRef>) =>
  withInvalidation<void, LegalDocumentRef>(
    {
      mutationKey: ['legal-documentation', 'remove'],
      mutationFn: (params) => getApi().call(mediaEndpoints.removeLegalDocument, { params }),
      invalidate: staleAfter('removeLegalDocument'),
    },
    options,
  );

export const useGatewayStep = <S extends GatewayStep>(
  step: S,
  options?: CallerMutationOptions<Organization, GatewayStepInput<S>>,
) => useMutation(gatewayStepMutation(step, options));
export const useUploadLegalDocument = (options?: CallerMutationOptions<LegalDocument, LegalDocumentUploadInput>) =>
  useMutation(uploadLegalDocumentMutation(options));
export const useRemoveLegalDocument = (options?: CallerMutationOptions<void, LegalDocumentRef>) =>
  useMutation(removeLegalDocumentMutation(options));
