import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isSessionEnded } from '../api/client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorHandledByForm?: boolean; errorTitle?: string };
    queryMeta: { silent?: boolean };
  }
}

const showError = (title: string, err: unknown) => {
  // a 401 already sends the user to sign-in; no need to also say so
  if (isSessionEnded(err)) return;
  notifications.show({ color: 'red', title, message: err instanceof Error ? err.message : String(err) });
};

/** Failed calls notify by default; a form that shows the error beside its fields opts out. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (!query.meta?.silent) showError('Could not load data', err);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      if (!mutation.meta?.errorHandledByForm) showError(mutation.meta?.errorTitle ?? 'Not saved', err);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, err) =>
        !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
