import type { TitleSubtitleUpdate } from '@adlib/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { titlesSubtitles } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

const TITLE: AuditedEntity<typeof titlesSubtitles.$inferSelect> = {
  table: titlesSubtitles,
  name: 'title',
  label: 'Title',
};

/** The records behind titleContract's calls: the whole list, one section, its edit. */
export const titleRecords = {
  entity: TITLE,
  all: async (db: Db) => ({
    results: await db.select().from(titlesSubtitles).orderBy(asc(titlesSubtitles.id)),
  }),
  async get(db: Db, id: number) {
    const [row] = await db.select().from(titlesSubtitles).where(eq(titlesSubtitles.id, id));
    if (!row) throw notFound('Title');
    return row;
  },
  async update(db: Db, actor: AuthUser | undefined, id: number, input: TitleSubtitleUpdate) {
    const row = await auditedWrite(db, actor, TITLE, {
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
    return { id, updated_at: row?.updated_at };
  },
};
