import { STAFF_ROLES, staffNamesEndpoint } from '@adlib/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { roles, users } from '../db/schema.js';
import { serve } from '../http/serve.js';

/**
 * Users' names by id: the name, else the e-mail address. `staffOnly` leaves out whoever is not
 * staff now: an admin may read curators' names (the lists' Added by chips, Home's curators), a
 * customer's name stays with the super-only customers area.
 */
export async function userNames(db: Db, ids: readonly number[], { staffOnly = false } = {}) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(inArray(users.id, [...ids]), staffOnly ? inArray(roles.name, [...STAFF_ROLES]) : undefined));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim() || r.email]));
}

/** GET /api/staff-names?ids=: the staff members a list's user chips name, for admins and supers. */
export function registerStaffNamesRoute(app: FastifyInstance) {
  serve(app, staffNamesEndpoint, { role: 'admin', tags: ['users'] }, async ({ query }) => {
    const names = await userNames(app.db, query.ids, { staffOnly: true });
    return { names: [...names].map(([id, name]) => ({ id, name })) };
  });
}
