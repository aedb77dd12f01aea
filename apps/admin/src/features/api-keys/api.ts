import { type ApiKeyInput, apiKeysContract as c } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const KEY = ['api-keys'] as const;

export const useApiKeys = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(c.list, { signal }) });

function useWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateApiKey = () => useWrite((body: ApiKeyInput) => call(c.create, { body }));
export const useRevokeApiKey = () => useWrite((id: number) => call(c.revoke, { params: { id } }));
