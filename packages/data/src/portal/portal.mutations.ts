import { portalEndpoints } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { portalPurchaseKeys, portalSessionKeys } from './portal.keys';
import { holdPortalToken } from './portal-token';

type CodeBody = z.input<typeof portalEndpoints.portalCode.body>;
type CodeSent = z.output<typeof portalEndpoints.portalCode.response>;
type SignInBody = z.input<typeof portalEndpoints.portalSignIn.body>;
type Session = z.output<typeof portalEndpoints.portalSession.response>;
type Purchase = z.output<typeof portalEndpoints.portalCancel.response>;
type Withdrawal = z.output<typeof portalEndpoints.portalWithdraw.response>;
export type PortalWithdrawInput = { id: string; body: z.input<typeof portalEndpoints.portalWithdraw.body> };

/** POST /portal/code: changes nothing the page has read. */
export const portalCodeMutation = (options?: CallerMutationOptions<CodeSent, CodeBody>) =>
  withInvalidation<CodeSent, CodeBody>(
    {
      mutationKey: ['portal', 'code'],
      mutationFn: (body) => getApi().call(portalEndpoints.portalCode, { body }),
      invalidate: async () => undefined,
    },
    options,
  );

/**
 * POST /portal/session: the session is the answer; the purchases read before belonged to nobody. A bearer token in
 * it (a merchant's page, decision 1160) is held in memory for the portal's calls and kept out of the query cache.
 */
export const portalSignInMutation = (options?: CallerMutationOptions<Session, SignInBody>) =>
  withInvalidation<Session, SignInBody>(
    {
      mutationKey: ['portal', 'sign-in'],
      mutationFn: async (body) => {
        const { token, ...session } = await getApi().call(portalEndpoints.portalSignIn, { body });
        holdPortalToken(token ?? null);
        return session;
      },
      invalidate: async (client, session) => {
        client.setQueryData(portalSessionKeys.detail('current'), session);
        client.removeQueries({ queryKey: portalPurchaseKeys.all });
      },
    },
    options,
  );

/** DELETE /portal/session: forgets the session, its token and every purchase read with it. */
export const portalSignOutMutation = (options?: CallerMutationOptions<void, void>) =>
  withInvalidation<void, void>(
    {
      mutationKey: ['portal', 'sign-out'],
      mutationFn: async () => {
        await getApi().call(portalEndpoints.portalSignOut);
        holdPortalToken(null);
      },
      invalidate: async (client) => {
        client.removeQueries({ queryKey: portalPurchaseKeys.all });
        client.setQueryData(portalSessionKeys.detail('current'), null);
      },
    },
    options,
  );

/** PUT /portal/purchases/{id}/cancel. */
export const portalCancelMutation = (options?: CallerMutationOptions<Purchase, string>) =>
  withInvalidation<Purchase, string>(
    {
      mutationKey: ['portal', 'cancel'],
      mutationFn: (id) => getApi().call(portalEndpoints.portalCancel, { params: { id } }),
      invalidate: (client) => client.invalidateQueries({ queryKey: portalPurchaseKeys.all }),
    },
    options,
  );

/** POST /portal/purchases/{id}/withdrawal: the purchase's withdrawal state changes to requested. */
export const portalWithdrawMutation = (options?: CallerMutationOptions<Withdrawal, PortalWithdrawInput>) =>
  withInvalidation<Withdrawal, PortalWithdrawInput>(
    {
      mutationKey: ['portal', 'withdraw'],
      mutationFn: ({ id, body }) => getApi().call(portalEndpoints.portalWithdraw, { params: { id }, body }),
      invalidate: (client) => client.invalidateQueries({ queryKey: portalPurchaseKeys.all }),
    },
    options,
  );

export const usePortalCode = (options?: CallerMutationOptions<CodeSent, CodeBody>) => useMutation(portalCodeMutation(options));
export const usePortalSignIn = (options?: CallerMutationOptions<Session, SignInBody>) => useMutation(portalSignInMutation(options));
export const usePortalSignOut = (options?: CallerMutationOptions<void, void>) => useMutation(portalSignOutMutation(options));
export const usePortalCancel = (options?: CallerMutationOptions<Purchase, string>) => useMutation(portalCancelMutation(options));
export const usePortalWithdraw = (options?: CallerMutationOptions<Withdrawal, PortalWithdrawInput>) =>
  useMutation(portalWithdrawMutation(options));
