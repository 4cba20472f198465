import { accountEndpoints, type ChangePasswordBody, type Language } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';

export type ChangePasswordInput = z.input<typeof ChangePasswordBody>;

/** PUT /auth/language (decision 1130): the user's language, which GET /auth/verify answers. */
export const updateLanguageMutation = (options?: CallerMutationOptions<void, { language: Language }>) =>
  withInvalidation<void, { language: Language }>(
    {
      mutationKey: ['account', 'language'],
      mutationFn: (body) => getApi().call(accountEndpoints.updateLanguage, { body }),
      invalidate: staleAfter('updateLanguage'),
    },
    options,
  );

/** PUT /auth/password (decision 1130): this session stays, so nothing cached changes. */
export const changePasswordMutation = (options?: CallerMutationOptions<void, ChangePasswordInput>) =>
  withInvalidation<void, ChangePasswordInput>(
    {
      mutationKey: ['account', 'change-password'],
      mutationFn: (body) => getApi().call(accountEndpoints.changePassword, { body }),
      invalidate: staleAfter('changePassword'),
    },
    options,
  );

/** POST /auth/confirm-email/{token}: the address is confirmed, which GET /auth/verify answers. */
export const confirmEmailMutation = (options?: CallerMutationOptions<void, { token: string }>) =>
  withInvalidation<void, { token: string }>(
    {
      mutationKey: ['account', 'confirm-email'],
      mutationFn: ({ token }) => getApi().call(accountEndpoints.confirmEmail, { params: { token } }),
      invalidate: staleAfter('confirmEmail'),
    },
    options,
  );

/** POST /auth/resend-confirmation: only sends a mail. */
export const resendConfirmationMutation = (options?: CallerMutationOptions<void, void>) =>
  withInvalidation<void, void>(
    {
      mutationKey: ['account', 'resend-confirmation'],
      mutationFn: () => getApi().call(accountEndpoints.resendConfirmation),
      invalidate: staleAfter('resendConfirmation'),
    },
    options,
  );

export const useChangePassword = (options?: CallerMutationOptions<void, ChangePasswordInput>) =>
  useMutation(changePasswordMutation(options));
export const useConfirmEmail = (options?: CallerMutationOptions<void, { token: string }>) =>
  useMutation(confirmEmailMutation(options));
export const useResendConfirmation = (options?: CallerMutationOptions<void, void>) =>
  useMutation(resendConfirmationMutation(options));
