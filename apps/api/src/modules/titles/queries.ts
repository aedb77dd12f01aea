import type { TitleSubtitleUpdate } from '@adlib/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { assertNotStale, recordAudit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { titlesSubtitles } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export const listTitles = (db: Db) => db.select().from(titlesSubtitles).orderBy(asc(titlesSubtitles.id));

export async function getTitle(db: Db, id: number) {
  const [row] = await db.select().from(titlesSubtitles).where(eq(titlesSubtitles.id, id));
  if (!row) throw notFound('Title');
  return row;
}

export function updateTitle(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  input: Pick<TitleSubtitleUpdate, 'title' | 'subtitle' | 'updated_at'>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(titlesSubtitles).where(eq(titlesSubtitles.id, id)).for('update');
    if (!before) throw notFound('Title');
    assertNotStale(before.updated_at, input.updated_at, 'title');
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
    await recordAudit(tx, actor, 'title', id, 'update', before, after ?? null);
    return after;
  });
}
