import { authEndpoints, type RegisterBody, type VerifyResponse } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { organizationKeys } from '../organization/organization.keys';
import { sessionKeys } from '../session/session.keys';
import { $unauthorized } from '../session/session.store';
import { taskKeys } from '../tasks/tasks.keys';

type RegisterInput = z.input<typeof RegisterBody>;

/**
 * POST /auth/register: the new user is signed in and the answer is GET /auth/verify's, so it becomes the session's
 * cached answer; the organization and its tasks are new too.
 */
export const registerMutation = (options?: CallerMutationOptions<VerifyResponse, RegisterInput>) =>
  withInvalidation<VerifyResponse, RegisterInput>(
    {
      mutationKey: ['auth', 'register'],
      mutationFn: (body) => getApi().call(authEndpoints.register, { body }),
      invalidate: (client, session) => {
        $unauthorized.set(false);
        client.setQueryData(sessionKeys.verify(), session);
        return Promise.all([
          client.invalidateQueries({ queryKey: organizationKeys.all }),
          client.invalidateQueries({ queryKey: taskKeys.all }),
        ]);
      },
    },
    options,
  );

export type ForgotPasswordInput = z.input<typeof authEndpoints.forgotPassword.body>;

/** POST /auth/forgot-password: only sends a mail, so no cached data changes. */
export const forgotPasswordMutation = (options?: CallerMutationOptions<void, ForgotPasswordInput>) =>
  withInvalidation<void, ForgotPasswordInput>(
    {
      mutationKey: ['auth', 'forgot-password'],
      mutationFn: (body) => getApi().call(authEndpoints.forgotPassword, { body }),
      invalidate: staleAfter('forgotPassword'),
    },
    options,
  );

export type NewPasswordInput = {
  token: string;
  /** reset: POST /auth/reset-password/{token}; create: POST /auth/create-password/{token} (a new API user). */
  kind: 'reset' | 'create';
  body: z.input<typeof authEndpoints.resetPassword.body>;
};

/**
 * Sets the password of a reset or create link. The token is spent, and the server ends the user's sessions, so the
 * token's check and whatever was cached about a session are stale.
 */
export const newPasswordMutation = (options?: CallerMutationOptions<void, NewPasswordInput>) =>
  withInvalidation<void, NewPasswordInput>(
    {
      mutationKey: ['auth', 'new-password'],
      mutationFn: ({ token, kind, body }) =>
        getApi().call(kind === 'create' ? authEndpoints.createPassword : authEndpoints.resetPassword, {
          params: { token },
          body,
        }),
      invalidate: staleAfter('newPassword'),
    },
    options,
  );

export const useRegister = (options?: CallerMutationOptions<VerifyResponse, RegisterInput>) =>
  useMutation(registerMutation(options));
export const useForgotPassword = (options?: CallerMutationOptions<void, ForgotPasswordInput>) =>
  useMutation(forgotPasswordMutation(options));
export const useNewPassword = (options?: CallerMutationOptions<void, NewPasswordInput>) =>
  useMutation(newPasswordMutation(options));
