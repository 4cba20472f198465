import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';

/** What a caller of a mutation hook may pass: everything but the call itself. */
export type CallerMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn' | 'mutationKey'
>;

interface MutationBase<TData, TVariables> {
  mutationKey: readonly unknown[];
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Brings the cache up to date after a success; runs in the QueryClient the mutation ran in. */
  invalidate: (client: QueryClient, data: TData, variables: TVariables) => Promise<unknown>;
}

/**
 * Options of a mutation whose cache update cannot be lost: the caller's options are spread first, so they cannot
 * replace the call, and the caller's onSuccess runs after the invalidation instead of in its place.
 */
export function withInvalidation<TData, TVariables>(
  base: MutationBase<TData, TVariables>,
  options: CallerMutationOptions<TData, TVariables> = {},
): UseMutationOptions<TData, Error, TVariables> {
  return {
    ...options,
    mutationKey: base.mutationKey,
    mutationFn: base.mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await base.invalidate(context.client, data, variables);
      return options.onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}
