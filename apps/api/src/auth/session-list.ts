import type { SessionEntry, SignInMethod } from '@adlib/shared';
import { SIGN_IN_METHODS } from '@adlib/shared';
import { and, desc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { recordAudit, type Tx } from '../db/audit.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { Bus } from '../shared-state/index.js';
import type { AuthUser } from './roles.js';
import { forgetSession } from './sessions.js';
import { describeUserAgent } from './user-agent.js';

/** Bus topic: a session id that ended, for the other processes' session caches (decision 010). */
export const SESSION_ENDED = 'session-ended';

/** The audit log names sign-ins and ended sessions under their user (entity 'user'). */
const USER_ENTITY = { name: 'user' } as const;

// each database's bus, so that a session ended anywhere (endSessionsOfUser called by another
// area) is forgotten by every API process at once: set by the auth routes
const buses = new WeakMap<Db, Bus>();
export function registerSessionBus(db: Db, bus: Bus) {
  buses.set(db, bus);
}

/** Why a session ended, as the audit log says it. */
export type EndReason =
  | 'signed out'
  | 'ended from the sessions list'
  | 'ended by a super'
  | 'role changed'
  | 'e-mail changed'
  | 'a sign-in factor was removed'
  | 'single sign-on took the role away'
  | 'idle'
  | 'expired';

type SessionRow = typeof sessions.$inferSelect;
const methodOf = (m: string): SignInMethod =>
  (SIGN_IN_METHODS as readonly string[]).includes(m) ? (m as SignInMethod) : 'code';

/** How the audit log describes a session: "Chrome 131 on macOS (Desktop), 203.0.113.9, code". */
function summary(row: Pick<SessionRow, 'user_agent' | 'ip' | 'method'>) {
  const { device, browser } = describeUserAgent(row.user_agent);
  return `${browser} (${device}), ${row.ip ?? 'unknown IP'}, ${row.method}`;
}

/** The audit entry of a new session. */
export async function auditSignIn(db: Db, user: Pick<AuthUser, 'id' | 'email'>, sessionId: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!row) return;
  await recordAudit(db, user, USER_ENTITY, user.id, 'sign_in', null, { session: summary(row) });
}

/** A user's live sessions, newest first; `currentId` marks the one the request came with. */
export async function listSessions(db: Db, userId: number, currentId: number | undefined, idleMs: number) {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), ...liveAt(now, idleMs)))
    .orderBy(desc(sessions.id));
  return rows.map(
    (r): SessionEntry => ({
      id: r.id,
      ...describeUserAgent(r.user_agent),
      ip: r.ip,
      started_at: r.created_at,
      last_seen_at: r.last_seen_at,
      method: methodOf(r.method),
      current: r.id === currentId,
    }),
  );
}

const liveAt = (now: number, idleMs: number) => [
  gt(sessions.expires_at, new Date(now)),
  ...(Number.isFinite(idleMs) ? [gt(sessions.last_seen_at, new Date(now - idleMs))] : []),
];

/**
 * Ends sessions of a user: all of them, or all but `except`, or only `only`. Deleted in the
 * database, forgotten by this process and (through the bus) every other, and each one written
 * to the audit log with its reason and who ended it. Answers how many ended.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: number,
  opts: {
    except?: number;
    only?: number;
    actor?: Pick<AuthUser, 'id' | 'email'>;
    reason?: EndReason;
    /** the caller's transaction (a role change): the sessions end with it */
    tx?: Tx;
  } = {},
) {
  const ended = await (opts.tx ?? db)
    .delete(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        opts.except !== undefined ? ne(sessions.id, opts.except) : undefined,
        opts.only !== undefined ? eq(sessions.id, opts.only) : undefined,
      ),
    )
    .returning();
  await announceEnded(db, ended, opts.actor, opts.reason ?? 'ended from the sessions list', opts.tx);
  return ended.length;
}

/** Forgets ended sessions here and elsewhere and writes their audit entries. */
async function announceEnded(
  db: Db,
  ended: SessionRow[],
  actor: Pick<AuthUser, 'id' | 'email'> | undefined,
  reason: EndReason,
  tx?: Tx,
) {
  const bus = buses.get(db);
  for (const row of ended) {
    forgetSession(db, row.id);
    // awaited: once the caller answers, no other process still serves the session
    await bus?.publish(SESSION_ENDED, String(row.id));
    await recordAudit(
      tx ?? db,
      actor,
      USER_ENTITY,
      row.user_id,
      'session_ended',
      { session: summary(row) },
      {
        reason,
      },
    );
  }
}

/**
 * Removes at most `limit` sessions past their lifetime or idle past `idleMs`, writing each to
 * the audit log: called on each sign-in, so clean-up keeps pace with new sessions without ever
 * making one request pay for a large backlog.
 */
export async function deleteEndedSessions(db: Db, idleMs: number, limit = 100) {
  const now = Date.now();
  const over = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(
        lt(sessions.expires_at, new Date(now)),
        Number.isFinite(idleMs) ? lt(sessions.last_seen_at, new Date(now - idleMs)) : undefined,
      ),
    )
    .limit(limit);
  const ended = await db.delete(sessions).where(inArray(sessions.id, over)).returning();
  const expired = ended.filter((r) => r.expires_at.getTime() <= now);
  const idle = ended.filter((r) => r.expires_at.getTime() > now);
  await announceEnded(db, expired, undefined, 'expired');
  await announceEnded(db, idle, undefined, 'idle');
}
