import { type FactorProof, factorsContract } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { createPasskey, provePasskey } from '../../api/passkeys';
import { currentUserKey } from '../../api/session';

const KEY = ['second-factors'] as const;

export const useFactors = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(factorsContract.list, { signal }) });

/** After a change: the list, and the current user (a session that had to add a factor no longer has to). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: currentUserKey }),
    ]);
}

/** A new passkey: the server's challenge, the browser's prompt, the server's check. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const { token, options } = await call(factorsContract.passkeyOptions, {});
      const passkey = await createPasskey(options);
      return call(factorsContract.addPasskey, { body: { token, name, passkey } });
    },
    onSuccess: refresh,
  });
}

export const useTotpSetup = () => useMutation({ mutationFn: () => call(factorsContract.totpSetup, {}) });

export function useAddTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { token: string; name: string; code: string }) =>
      call(factorsContract.addTotp, { body }),
    onSuccess: refresh,
  });
}

/** A proof for removing the last factor: a code, or the passkey answering a fresh challenge. */
async function proofOf(how: { code: string } | { passkey: true }): Promise<FactorProof> {
  const { token, options } = await call(factorsContract.proofOptions, {});
  if ('code' in how) return { token, code: how.code };
  return { token, passkey: await provePasskey(options) };
}

export function useRemoveFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, proof }: { id: number; proof?: { code: string } | { passkey: true } }) =>
      call(factorsContract.remove, { params: { id }, body: proof ? { proof: await proofOf(proof) } : {} }),
    onSuccess: refresh,
  });
}
