import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component may pass to a mutation hook of an `api/` folder: its own callbacks (notices, closing a dialog...).
 * The hook owns `mutationFn` and the cache invalidation; it calls the component's `onSettled` after invalidating.
 */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
