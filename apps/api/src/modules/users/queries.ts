import type { AuditAction, RoleName, SubscriptionStatus, UserProfileInput, UserRecord } from '@adlib/shared';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { endSessionsOfUser } from '../../auth/session-list.js';
import type { Tx } from '../../db/audit.js';
import { auditedInsert } from '../../db/audited-insert.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { recordRow } from '../../db/record-row.js';
import { collections, roles, sessions, users } from '../../db/schema.js';
import { takenValueError } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';

type UserRow = typeof users.$inferSelect;

const USER = { table: users, name: 'user', label: 'User' } satisfies AuditedEntity<UserRow>;

/** The staff edit's fields once parsed (userInput): profile, role and plan. */
export interface UserFields {
  first_name: string;
  last_name: string;
  email: string;
  role: RoleName;
  subscription_status: SubscriptionStatus;
  full_access: boolean;
  updated_at?: string;
}

/** A write's answer: the id and the new version. */
const saved = (row: UserRow) => ({ id: row.id, updated_at: row.updated_at });

/** The row an update returned: the row was locked beforehand, so it is there. */
function updated(rows: UserRow[]): UserRow {
  const [row] = rows;
  if (!row) throw notFound('User');
  return row;
}

/**
 * A user as the API and the audit log show them: the role named, not its id (the activity reads
 * "role: free → monthly"), without the derived search text.
 */
async function snapshot(tx: Tx | Db, row: UserRow) {
  const { search_text: _, role_id, ...rest } = row;
  return { ...rest, role: await roleName(tx, role_id) };
}

async function roleName(db: Tx | Db, roleId: number) {
  const [r] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return (r?.name ?? 'free') as RoleName;
}

async function roleId(db: Tx | Db, name: RoleName) {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!r) throw badRequest('Unknown role', { role: `Role ${name} is missing` });
  return r.id;
}

/**
 * E-mails are stored lower-cased (emailSchema); the comparison ignores case for older rows too,
 * which the unique index on `email` alone would not. Two saves racing past it meet that index:
 * the error handler answers the same 400.
 */
async function assertEmailFree(db: Tx | Db, email: string, exceptId?: number) {
  const same = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? same : and(same, ne(users.id, exceptId)))
    .limit(1);
  if (taken) throw takenValueError('email');
}

async function getUser(db: Db, id: number): Promise<UserRecord> {
  const row = await snapshot(db, await recordRow(db, USER, id));
  // A user's collections are those open to their plan (collections.roles, SPEC 3: users have
  // roles and collections); full access opens every active one.
  const open = row.full_access ? sql`true` : sql`${row.role} = any(${collections.roles})`;
  const [owned, live] = await Promise.all([
    db
      .select({ id: collections.id, title: collections.title })
      .from(collections)
      .where(and(eq(collections.active, true), open))
      .orderBy(desc(collections.order), asc(collections.id)),
    db
      .select({ id: sessions.id, created_at: sessions.created_at, expires_at: sessions.expires_at })
      .from(sessions)
      .where(and(eq(sessions.user_id, id), gt(sessions.expires_at, new Date())))
      .orderBy(desc(sessions.created_at)),
  ]);
  return { ...row, collections: owned, sessions: live };
}

/** The columns the staff form sets, its role name as the role's id. */
const storedFields = async (tx: Tx, input: UserFields) => ({
  first_name: input.first_name,
  last_name: input.last_name,
  email: input.email,
  role_id: await roleId(tx, input.role),
  subscription_status: input.subscription_status,
  full_access: input.full_access,
});

function createUser(db: Db, actor: AuthUser | undefined, input: UserFields) {
  return auditedInsert(
    db,
    actor,
    USER,
    async (tx) => {
      await assertEmailFree(tx, input.email);
      return storedFields(tx, input);
    },
    snapshot,
  ).then(saved);
}

type UserChange = Partial<Omit<typeof users.$inferInsert, 'id' | 'search_text'>>;

/**
 * Every write of one existing user: lock it (404), check the version read (409), run the
 * rules of this write, update, and audit with the role named.
 */
function writeUser(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  write: {
    action: AuditAction;
    seen?: string;
    /** checks and the columns to set; may end the sessions once the row is written */
    change: (tx: Tx, before: UserRow) => Promise<{ set: UserChange; after?: () => Promise<void> }>;
  },
) {
  return auditedWrite(db, actor, USER, {
    action: write.action,
    id,
    seen: write.seen,
    apply: async (tx, before) => {
      const { set, after } = await write.change(tx, before);
      const row = updated(
        await tx
          .update(users)
          .set({ ...set, updated_at: new Date() })
          .where(eq(users.id, id))
          .returning(),
      );
      await after?.();
      return { row, before: await snapshot(tx, before), after: await snapshot(tx, row) };
    },
    audit: (r) => ({ id, before: r.before, after: r.after }),
  }).then(({ row }) => saved(row));
}

/**
 * The staff edit (PUT /api/user1/{id}). The server's rules (decision 012): nobody changes
 * their own role; the last super stays super; a role change ends the user's sessions at once.
 */
export function updateUser(db: Db, actor: AuthUser | undefined, id: number, input: UserFields) {
  return writeUser(db, actor, id, {
    action: 'update',
    seen: input.updated_at,
    change: async (tx, before) => {
      await assertEmailFree(tx, input.email, id);
      const oldRole = await roleName(tx, before.role_id);
      const roleChanges = oldRole !== input.role;
      if (roleChanges) await assertRoleChangeAllowed(tx, actor, id, oldRole);
      // a new role or a new address ends the user's sessions (decision 027)
      const reason = roleChanges
        ? 'role changed'
        : before.email !== input.email
          ? 'e-mail changed'
          : undefined;
      return {
        set: await storedFields(tx, input),
        after: reason ? () => endSessionsOfUser(db, id, { tx, actor, reason }).then(() => {}) : undefined,
      };
    },
  });
}

async function assertRoleChangeAllowed(tx: Tx, actor: AuthUser | undefined, id: number, oldRole: RoleName) {
  if (actor?.id === id) throw forbidden('You cannot change your own role');
  if (oldRole !== 'super') return;
  // Demotions of supers queue on one lock (the 'super' role row), and each counts the supers
  // only once it holds it, so two at once cannot both pass. Locking the super user rows
  // instead deadlocked: each demotion already holds its own target row.
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'super')).for('no key update');
  const supers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(roles.name, 'super'));
  if (supers.length <= 1) throw conflict('The last super user cannot be given another role');
}

/** PUT /api/user/{id}: the profile fields only; role and plan stay as they are. */
export function updateProfile(db: Db, actor: AuthUser | undefined, id: number, input: UserProfileInput) {
  return writeUser(db, actor, id, {
    action: 'update',
    seen: input.updated_at,
    change: async (tx, before) => {
      await assertEmailFree(tx, input.email, id);
      return {
        set: { first_name: input.first_name, last_name: input.last_name, email: input.email },
        after:
          before.email !== input.email
            ? () => endSessionsOfUser(db, id, { tx, actor, reason: 'e-mail changed' }).then(() => {})
            : undefined,
      };
    },
  });
}

export const setSubscriptionStatus = (
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  status: SubscriptionStatus,
) =>
  writeUser(db, actor, id, {
    action: 'subscription_status',
    change: async () => ({ set: { subscription_status: status } }),
  });

export const setFullAccess = (db: Db, actor: AuthUser | undefined, id: number, fullAccess: boolean) =>
  writeUser(db, actor, id, {
    action: fullAccess ? 'grant_full_access' : 'revoke_full_access',
    change: async () => ({ set: { full_access: fullAccess } }),
  });

/** The records behind customerContract's record calls (no delete: SPEC 7 has none). */
export const userRecords = { entity: USER, get: getUser, create: createUser, update: updateUser };
