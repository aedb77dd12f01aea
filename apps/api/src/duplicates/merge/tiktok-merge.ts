import { eq } from 'drizzle-orm';
import { withoutSearchText } from '../../area/record-crud.js';
import { tiktoks } from '../../db/schema.js';
import { tiktokRecords } from '../../modules/tiktoks/records.js';
import type { AreaMerge } from './area-merge.js';
import { filledFrom } from './fill.js';
import { lockedRows, rowsOf } from './locked-rows.js';

type TiktokRow = typeof tiktoks.$inferSelect;

/**
 * Fields a TikTok gains from a merged one only when it has none: its copy, links and month.
 * Not filled: the post id (unique: the merged post keeps it in the trash, so its Undo never
 * clashes), the counts (a post's own figures; 0 is a count), the switches and created_time.
 * TikToks have no collections or tags.
 */
const FILLED = [
  'description',
  'music_title',
  'industry',
  'download_link',
  'tiktok_link',
  'created_for',
] as const satisfies readonly (keyof TiktokRow)[];

/** TikToks: the kept post fills its empty copy, links and month from the merged ones. */
export const tiktokMerge: AreaMerge = {
  trash: tiktokRecords.trash,
  async combine(tx, keep, merge) {
    const byId = await lockedRows(tx, tiktokRecords.entity, [keep, ...merge]);
    const kept = byId.get(keep);
    if (!kept) throw new Error('lockedRows answers every id it was given');
    const merged = rowsOf(byId, merge);
    const [row] = await tx
      .update(tiktoks)
      .set({ ...filledFrom(kept, merged, FILLED), updated_at: new Date() })
      .where(eq(tiktoks.id, keep))
      .returning();
    if (!row) throw new Error('the kept TikTok is locked: the update finds it');
    return {
      kept: { before: withoutSearchText(kept), after: withoutSearchText(row) },
      merged: merged.map((post) => ({ id: post.id, before: withoutSearchText(post) })),
    };
  },
};
