import type { TitleSubtitleUpdate } from '@adlib/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { titlesSubtitles } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export const listTitles = (db: Db) => db.select().from(titlesSubtitles).orderBy(asc(titlesSubtitles.id));

export async function getTitle(db: Db, id: number) {
  const [row] = await db.select().from(titlesSubtitles).where(eq(titlesSubtitles.id, id));
  if (!row) throw notFound('Title');
  return row;
}

export const TITLE: AuditedEntity<typeof titlesSubtitles.$inferSelect> = {
  table: titlesSubtitles,
  name: 'title',
  label: 'Title',
};

export function updateTitle(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  input: Pick<TitleSubtitleUpdate, 'title' | 'subtitle' | 'updated_at'>,
) {
  return auditedWrite(db, actor, TITLE, {
    action: 'update',
    id,
    seen: input.updated_at,
    apply: async (tx) => {
      const [after] = await tx
        .update(titlesSubtitles)
        .set({
          title: input.title,
          // a body without subtitle leaves it as it is
          ...(input.subtitle !== undefined && { subtitle: input.subtitle }),
          updated_at: new Date(),
        })
        .where(eq(titlesSubtitles.id, id))
        .returning();
      return after;
    },
    audit: (after, before) => ({ id, before, after: after ?? null }),
  });
}
