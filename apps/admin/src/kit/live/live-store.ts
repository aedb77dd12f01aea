import type { LiveChange, LivePresenceEntry } from '@adlib/shared';
import type { StreamState } from './live-stream';

/** How a row of a live list shows a change it went through. */
export type RowMark = 'changed' | 'gone';

export interface LiveSnapshot {
  status: StreamState;
  /** this tab's stream, once it said hello */
  stream: string | null;
  /** everyone else's open records (this user's own tabs left out) */
  presence: readonly LivePresenceEntry[];
}

const markKey = (area: string, id: number) => `${area} ${id}`;

/**
 * What the tab's stream says, for React to read (useSyncExternalStore): its state, the
 * presences, the rows to highlight or fade; and the record changes, for the lists to follow.
 */
export function createLiveStore(selfId: () => number | undefined) {
  let snapshot: LiveSnapshot = { status: 'connecting', stream: null, presence: [] };
  const marks = new Map<string, RowMark>();
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(change: LiveChange) => void>();
  const resetListeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    set(next: Partial<LiveSnapshot>) {
      if (next.presence) {
        const me = selfId();
        next = { ...next, presence: next.presence.filter((e) => e.user_id !== me) };
      }
      snapshot = { ...snapshot, ...next };
      notify();
    },
    mark: (area: string, id: number) => marks.get(markKey(area, id)),
    setMark(area: string, id: number, mark: RowMark | null) {
      if (mark) marks.set(markKey(area, id), mark);
      else marks.delete(markKey(area, id));
      notify();
    },
    /** the lists follow the changes of their area */
    onChange(listener: (change: LiveChange) => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    changed(change: LiveChange) {
      for (const l of changeListeners) l(change);
    },
    /** more was missed than the server keeps: everything is fetched again */
    onReset(listener: () => void) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
    reset() {
      for (const l of resetListeners) l();
    },
  };
}
export type LiveStore = ReturnType<typeof createLiveStore>;
