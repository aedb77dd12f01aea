import type { LivePresenceBody } from '@adlib/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveSnapshot, LiveStore } from './live-store';

export interface Live {
  store: LiveStore;
  /** what this tab has open: one record and the field being typed in, or nothing */
  announce: (open: Omit<LivePresenceBody, 'stream'> | null) => void;
}

/** The tab's stream (LiveProvider in the app shell); null outside it (tests, signed out). */
export const LiveContext = createContext<Live | null>(null);

export const useLive = () => useContext(LiveContext);

const idle: LiveSnapshot = { status: 'closed', stream: null, presence: [] };
const noop = () => () => {};

/** A part of the stream's state; re-renders only when `select` answers something else. */
export function useLiveSnapshot<T>(select: (s: LiveSnapshot) => T): T {
  const live = useLive();
  return useSyncExternalStore(live ? live.store.subscribe : noop, () =>
    select(live ? live.store.get() : idle),
  );
}

/** The area of the list around a row (ListScreen gives it): its rows' marks and presences. */
export const LiveListArea = createContext<string | null>(null);
