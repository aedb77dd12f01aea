import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveChange, LivePresenceBody, LivePresenceEntry } from '@adlib/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type AuthUser, roleAllows } from '../auth/roles.js';
import { userForToken } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import type { Bus } from '../shared-state/index.js';
import { changesAfter, lastEventId, type OutboxChange, outboxFollower } from './outbox-reader.js';

export type LiveConfig = Config['live'];
type AreaRole = 'admin' | 'super';

/** Which area (and so which role) an audited entity's events belong to: declared by each area. */
export interface LiveArea {
  area: string;
  role: AreaRole;
}

/** One open stream: one tab. */
interface Stream {
  id: string;
  user: AuthUser;
  token: string;
  res: ServerResponse;
  /** while the missed events are read: what arrived meanwhile, sent after them */
  pending: { id: number; role: AreaRole; text: string }[] | null;
}

/** A stream's presence as the bus carries it. */
type Presence = LivePresenceEntry;

/** Bus topics: each process's presences, whole; a presence POSTed to a process the stream is not on. */
const PRESENCE = 'live-presence';
const PRESENCE_FOR = 'live-presence-for';

/** A stream that cannot take its events (a stalled client) is closed past this much unsent; it resumes with its last id. */
const MAX_BUFFERED = 1024 * 1024;

const frame = (event: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const displayName = (u: AuthUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/**
 * The live streams of one process (decision 032): record changes read from the outbox, each
 * sent only to the streams whose role may read its area; presence, kept per stream here and
 * shared with the other processes through the bus; heartbeats; sessions checked, so a signed
 * out or expired one's streams close.
 */
export function createLiveHub(deps: {
  db: Db;
  bus: Bus;
  config: LiveConfig;
  sessions: { cacheMs: number; idleMs: number };
  log: FastifyBaseLogger;
}) {
  const { db, bus, config, log } = deps;
  const self = randomUUID();
  const areas = new Map<string, LiveArea>();
  const roleOfArea = new Map<string, AreaRole>();
  const streams = new Map<string, Stream>();
  const local = new Map<string, Presence>();
  const remote = new Map<string, { entries: Presence[]; at: number }>();
  let follow: ReturnType<typeof outboxFollower> | null = null;
  let polling: NodeJS.Timeout | null = null;
  let presenceSoon: NodeJS.Timeout | null = null;
  let closed = false;

  const areaOf = (entity: string): LiveArea => areas.get(entity) ?? { area: entity, role: 'super' };
  // an area no declaration names is treated as super's: an admin never hears of it
  const roleOf = (area: string): AreaRole => roleOfArea.get(area) ?? 'super';

  function write(stream: Stream, text: string) {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(text);
    if (stream.res.writableLength > MAX_BUFFERED) end(stream, 'too slow');
  }

  function end(stream: Stream, why: string, event?: string) {
    if (!streams.delete(stream.id)) return;
    if (event && !stream.res.writableEnded) stream.res.write(frame(event, { reason: why }));
    if (!stream.res.writableEnded) stream.res.end();
    if (local.delete(stream.id)) presenceChanged();
    if (streams.size === 0) stopPolling();
  }

  // ---- record changes ----

  function send(changes: readonly OutboxChange[]) {
    for (const c of changes) {
      const { area, role } = areaOf(c.entity);
      const data: LiveChange = { area, ...c.change };
      const text = frame('change', data, c.id);
      for (const stream of streams.values()) {
        if (!roleAllows(role, stream.user.role)) continue;
        if (stream.pending) stream.pending.push({ id: c.id, role, text });
        else write(stream, text);
      }
    }
  }

  async function pollOnce() {
    if (follow) send(await follow());
  }

  function startPolling() {
    if (polling || closed) return;
    const tick = () => {
      pollOnce()
        .catch((err) => log.warn({ err }, 'live: could not read the outbox; trying again'))
        .finally(() => {
          if (polling) polling = setTimeout(tick, config.pollMs);
        });
    };
    polling = setTimeout(tick, 0);
  }

  function stopPolling() {
    if (polling) clearTimeout(polling);
    polling = null;
    // the next first stream starts from the newest event; a reconnect resumes from its own id
    follow = null;
  }

  /** Sends what a reconnecting stream missed since `after`, or `reset` when that is past the window. */
  async function resume(stream: Stream, after: number) {
    try {
      const { changes, complete } = await changesAfter(db, after, config.resumeEvents);
      if (!complete) write(stream, frame('reset', { reason: 'more was missed than the stream keeps' }));
      else
        for (const c of changes) {
          const { area, role } = areaOf(c.entity);
          if (roleAllows(role, stream.user.role)) write(stream, frame('change', { area, ...c.change }, c.id));
        }
      const last = changes.at(-1)?.id ?? after;
      for (const p of stream.pending ?? []) if (p.id > last) write(stream, p.text);
    } catch (err) {
      log.warn({ err }, 'live: could not read what a stream missed');
      write(stream, frame('reset', { reason: 'what was missed could not be read' }));
    } finally {
      stream.pending = null;
    }
  }

  // ---- presence ----

  const everyone = () => {
    const now = Date.now();
    const all = [...local.values()];
    for (const [process, { entries, at }] of remote) {
      if (now - at > config.presenceGraceMs) remote.delete(process);
      else all.push(...entries);
    }
    return all;
  };

  function presenceChanged() {
    if (presenceSoon || closed) return;
    presenceSoon = setTimeout(() => {
      presenceSoon = null;
      void bus.publish(PRESENCE, JSON.stringify({ from: self, entries: [...local.values()] }));
      sendPresence();
    }, 50);
  }

  function sendPresence() {
    const all = everyone();
    const byRole = new Map<string, string>();
    for (const stream of streams.values()) {
      let text = byRole.get(stream.user.role);
      if (text === undefined) {
        const entries = all.filter((e) => roleAllows(roleOf(e.area), stream.user.role));
        text = frame('presence', { entries });
        byRole.set(stream.user.role, text);
      }
      write(stream, text);
    }
  }

  function setLocalPresence(stream: Stream, body: LivePresenceBody) {
    if (body.area === null) local.delete(stream.id);
    else
      local.set(stream.id, {
        stream: stream.id,
        user_id: stream.user.id,
        name: displayName(stream.user),
        area: body.area,
        id: body.id,
        field: body.field,
      });
    presenceChanged();
  }

  bus.subscribe(PRESENCE, (message) => {
    try {
      const { from, entries } = JSON.parse(message) as { from: string; entries: Presence[] };
      const before = JSON.stringify(remote.get(from)?.entries ?? []);
      remote.set(from, { entries, at: Date.now() });
      if (before !== JSON.stringify(entries)) sendPresence();
    } catch {
      // another version's message: ignored
    }
  });
  bus.subscribe(PRESENCE_FOR, (message) => {
    try {
      const { user_id, body } = JSON.parse(message) as { user_id: number; body: LivePresenceBody };
      const stream = streams.get(body.stream);
      if (stream && stream.user.id === user_id) setLocalPresence(stream, body);
    } catch {
      // ignored, as above
    }
  });

  // ---- heartbeats, sessions, presence refresh: one timer for the process ----

  let lastBeat = Date.now();
  async function housekeeping() {
    const now = Date.now();
    if (now - lastBeat >= config.heartbeatMs) {
      lastBeat = now;
      // an event, not a comment: EventSource tells the page only of events (its silence check)
      for (const stream of streams.values()) write(stream, 'event: ping\ndata: {}\n\n');
    }
    // the others keep this process's presences while it keeps saying them
    if (local.size > 0)
      void bus.publish(PRESENCE, JSON.stringify({ from: self, entries: [...local.values()] }));
    // a process gone quiet: its presences end
    const before = remote.size;
    everyone();
    if (remote.size !== before) sendPresence();
    const checked = new Map<string, Promise<AuthUser | null>>();
    for (const stream of [...streams.values()]) {
      let user = checked.get(stream.token);
      if (!user) {
        user = userForToken(db, stream.token, deps.sessions.cacheMs, deps.sessions.idleMs).catch(
          () => stream.user,
        );
        checked.set(stream.token, user);
      }
      if ((await user) === null) end(stream, 'Your session has ended; sign in again', 'ended');
    }
  }
  let beating: NodeJS.Timeout | null = null;
  const beat = () => {
    beating = setTimeout(() => {
      housekeeping()
        .catch((err) => log.warn({ err }, 'live: housekeeping failed'))
        .finally(() => {
          if (!closed) beat();
        });
    }, config.checkMs);
    beating.unref();
  };
  beat();

  return {
    /** An area's audited entity: its events go to the streams whose role may read `role`. */
    declareArea(entity: string, area: string, role: AreaRole) {
      areas.set(entity, { area, role });
      roleOfArea.set(area, role);
    },

    /** Refused before the stream opens: this user's or this process's limit. */
    admit(user: AuthUser) {
      if (closed) throw new HttpError(503, 'service_unavailable', 'The server is shutting down');
      if (streams.size >= config.perProcess)
        throw new HttpError(
          503,
          'service_unavailable',
          'This server has all the live streams it takes; try again soon',
        );
      let mine = 0;
      for (const s of streams.values()) if (s.user.id === user.id) mine += 1;
      if (mine >= config.perUser)
        throw new HttpError(
          429,
          'rate_limited',
          `You have ${mine} live tabs open, the most one person may (LIVE_STREAMS_PER_USER); close one`,
        );
    },

    /**
     * Starts a stream on `res` (headers already written): hello, then what was missed after
     * `after`. The first stream of the process starts following the outbox from its newest
     * event, before hello: a write answered after hello reaches it.
     */
    async open(user: AuthUser, token: string, res: ServerResponse, after: number | undefined) {
      if (!follow) follow = outboxFollower(db, await lastEventId(db), config.resumeEvents);
      const stream: Stream = { id: randomUUID(), user, token, res, pending: after !== undefined ? [] : null };
      streams.set(stream.id, stream);
      res.on('close', () => end(stream, 'closed'));
      res.write(`retry: ${config.retryMs}\n`);
      write(stream, frame('hello', { stream: stream.id }));
      write(
        stream,
        frame('presence', { entries: everyone().filter((e) => roleAllows(roleOf(e.area), user.role)) }),
      );
      startPolling();
      if (after !== undefined) void resume(stream, after);
      return stream.id;
    },

    /** What a tab has open; its stream may be on another process (no sticky sessions): passed on. */
    async presence(user: AuthUser, body: LivePresenceBody) {
      const stream = streams.get(body.stream);
      if (stream) {
        if (stream.user.id !== user.id) return;
        setLocalPresence(stream, body);
      } else await bus.publish(PRESENCE_FOR, JSON.stringify({ user_id: user.id, body }));
    },

    /** Streams now open in this process. */
    get size() {
      return streams.size;
    },

    /** Ends every stream (shutdown): clients reconnect to another process with their last id. */
    close() {
      closed = true;
      if (beating) clearTimeout(beating);
      if (presenceSoon) clearTimeout(presenceSoon);
      stopPolling();
      for (const stream of [...streams.values()]) end(stream, 'server shutting down');
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
