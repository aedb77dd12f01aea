import {
  type LiveChange,
  type LivePresence,
  type LivePresenceBody,
  liveChange,
  liveContract,
  livePresence,
} from '@adlib/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { call } from '../../api/client';
import { type Live, LiveContext } from './live-context';
import { resourcesOfArea } from './live-registry';
import { createLiveStore } from './live-store';
import { connectLive, type LiveMessage } from './live-stream';

/** A cached paged list (scrolled pages): the live lists reconcile those themselves. */
const isPaged = (data: unknown) =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);

/**
 * A change elsewhere: each resource of its area fetches again the records it names (an open
 * edit screen's record among them: its query's data becomes the newer version) and its
 * whole lists, totals and counts; its scrolled lists follow the change in place (useLiveList).
 */
export function refreshNamed(queryClient: QueryClient, change: LiveChange) {
  for (const { name } of resourcesOfArea(change.area)) {
    if (change.ids.length === 0) void queryClient.invalidateQueries({ queryKey: [name, 'detail'] });
    for (const id of change.ids) {
      if (change.action === 'deleted')
        void queryClient.invalidateQueries({ queryKey: [name, 'detail', id], refetchType: 'none' });
      else void queryClient.invalidateQueries({ queryKey: [name, 'detail', id] });
    }
    void queryClient.invalidateQueries({
      queryKey: [name, 'list'],
      predicate: (q) => !isPaged(q.state.data),
    });
  }
}

function parsed<T>(
  message: LiveMessage,
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
) {
  try {
    const result = schema.safeParse(JSON.parse(message.data));
    return result.success ? (result.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One live stream per tab (decision 032), for the signed-in staff user `userId`: record
 * changes refresh what the cache holds of them, presences reach the screens, and what this
 * tab has open is told again after every reconnect (a new stream id).
 */
export function LiveProvider({ userId, children }: { userId: number | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useRef(userId);
  me.current = userId;
  const store = useMemo(() => createLiveStore(() => me.current), []);
  const open = useRef<Omit<LivePresenceBody, 'stream'> | null>(null);

  const post = useMemo(
    () => () => {
      const { stream } = store.get();
      if (!stream) return;
      const body = open.current ?? { area: null, id: null, field: null };
      call(liveContract.presence, { body: { stream, ...body } }).catch(() => {
        // presence is a courtesy: a failed post is told again on the next change or reconnect
      });
    },
    [store],
  );
  const live = useMemo<Live>(
    () => ({
      store,
      announce(next) {
        const same = JSON.stringify(next) === JSON.stringify(open.current);
        open.current = next;
        if (!same) post();
      },
    }),
    [store, post],
  );

  useEffect(() => {
    if (userId === undefined) return;
    const close = connectLive({
      url: '/api/live',
      onState: (status) => store.set({ status }),
      onMessage: (message) => {
        if (message.event === 'hello') {
          const hello = parsed<{ stream: string }>(message, liveContract.stream.response);
          store.set({ stream: hello?.stream ?? null });
          post();
        } else if (message.event === 'change') {
          const change = parsed<LiveChange>(message, liveChange);
          if (!change) return;
          refreshNamed(queryClient, change);
          store.changed(change);
        } else if (message.event === 'presence') {
          const presence = parsed<LivePresence>(message, livePresence);
          if (presence) store.set({ presence: presence.entries });
        } else if (message.event === 'reset') {
          void queryClient.invalidateQueries();
          store.reset();
        }
      },
    });
    return close;
  }, [userId, store, post, queryClient]);

  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
