import { type SignInMethod, sessionsContract } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Whose sessions: the signed-in user's own, or (a super) another user's. */
const keyOf = (userId: number | undefined) => ['sessions', userId ?? 'mine'] as const;

export const useSessions = (userId?: number) =>
  useQuery({
    queryKey: keyOf(userId),
    queryFn: () =>
      userId === undefined
        ? call(sessionsContract.mine)
        : call(sessionsContract.ofUser, { params: { id: userId } }),
  });

/** End one session, all others (own), or all (another user's); the list is read again after. */
export function useEndSessions(userId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { one: number } | 'others' | 'all') => {
      if (which === 'others') return call(sessionsContract.endMyOthers);
      if (which === 'all') {
        if (userId === undefined) throw new Error('Only another user’s sessions end all at once here');
        return call(sessionsContract.endAllOfUser, { params: { id: userId } });
      }
      return userId === undefined
        ? call(sessionsContract.endMine, { params: { id: which.one } })
        : call(sessionsContract.endOfUser, { params: { id: userId, sessionId: which.one } });
    },
    onSuccess: ({ ended }) =>
      notifications.show({
        color: 'green',
        message: ended === 1 ? 'The session has ended' : `${ended} sessions have ended`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(userId) }),
  });
}

export const METHOD_LABEL: Record<SignInMethod, string> = {
  code: 'E-mailed code',
  sso: 'Single sign-on',
  passkey: 'Passkey',
};
