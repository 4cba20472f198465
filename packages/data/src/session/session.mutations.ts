import { authSessionEndpoints, type LoginBody } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { organizationKeys } from '../organization/organization.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { sessionKeys } from './session.keys';
import { $unauthorized } from './session.store';

type LoginResult = z.output<(typeof authSessionEndpoints.login)['response']>;
type LoginInput = z.input<typeof LoginBody>;

/** POST /auth/login. A new session means new answers for everything the previous one had cached about the user. */
export const loginMutation = (options?: CallerMutationOptions<LoginResult, LoginInput>) =>
  withInvalidation<LoginResult, LoginInput>(
    {
      mutationKey: [...sessionKeys.all, 'login'],
      mutationFn: (body) => getApi().call(authSessionEndpoints.login, { body }),
      invalidate: (client) => {
        $unauthorized.set(false);
        return Promise.all([
          client.invalidateQueries({ queryKey: sessionKeys.all }),
          client.invalidateQueries({ queryKey: organizationKeys.all }),
          client.invalidateQueries({ queryKey: taskKeys.all }),
        ]);
      },
    },
    options,
  );

/**
 * GET /auth/logout. The whole cache is cleared, not just invalidated: nothing of the merchant's data may stay in
 * memory for whoever uses the page next.
 */
export const logoutMutation = (options?: CallerMutationOptions<void, void>) =>
  withInvalidation<void, void>(
    {
      mutationKey: [...sessionKeys.all, 'logout'],
      mutationFn: () => getApi().call(authSessionEndpoints.logout),
      invalidate: async (client) => client.clear(),
    },
    options,
  );

export const useLogin = (options?: CallerMutationOptions<LoginResult, LoginInput>) => useMutation(loginMutation(options));
export const useLogout = (options?: CallerMutationOptions<void, void>) => useMutation(logoutMutation(options));
