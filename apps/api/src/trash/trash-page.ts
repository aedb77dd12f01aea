import type { TrashPage } from '@adlib/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trash, users } from '../db/schema.js';

/** One page of an area's trash, newest first, keyset on the trash id (index on entity). */
export async function trashPageOf(
  db: Db,
  entity: string,
  page: { before?: number; size: number },
): Promise<TrashPage> {
  const rows = await db
    .select({
      id: trash.id,
      record_id: trash.record_id,
      label: trash.label,
      batch: trash.batch,
      deleted_at: trash.deleted_at,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(trash)
    .leftJoin(users, eq(users.id, trash.deleted_by))
    .where(and(eq(trash.entity, entity), page.before ? lt(trash.id, page.before) : undefined))
    .orderBy(desc(trash.id))
    .limit(page.size + 1);
  const shown = rows.slice(0, page.size);
  return {
    items: shown.map(({ first_name, last_name, email, ...item }) => ({
      ...item,
      deleted_by: email ? { name: `${first_name ?? ''} ${last_name ?? ''}`.trim() || email, email } : null,
    })),
    next_before: rows.length > page.size ? (shown.at(-1)?.id ?? null) : null,
  };
}
