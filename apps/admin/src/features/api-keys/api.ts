import { type ApiKeyInput, apiKeysContract as c } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const KEY = ['api-keys'] as const;

export const useApiKeys = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(c.list, { signal }) });

function useWrite<A, R>(
  write: (args: A) => Promise<R>,
  meta?: { errorHandledByForm?: boolean; errorTitle?: string },
) {
  const client = useQueryClient();
  // a failure is told once: by the app's notification (under `errorTitle`), or beside the form's fields
  return useMutation({
    mutationFn: write,
    meta,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateApiKey = () =>
  useWrite((body: ApiKeyInput) => call(c.create, { body }), { errorHandledByForm: true });
export const useRevokeApiKey = () =>
  useWrite((id: number) => call(c.revoke, { params: { id } }), { errorTitle: 'Not revoked' });
