import { subindustriesOf } from '@adlib/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import { advertisementCollections, advertisements } from '../../db/schema.js';
import { adSearchText } from '../../db/search-text.js';
import {
  type AdRow,
  adRecords,
  mediaReadyOf,
  mediaTextOf,
  toAdvertisement,
} from '../../modules/advertisements/records.js';
import type { AreaMerge } from './area-merge.js';
import { filledFrom, isEmpty } from './fill.js';
import { lockedRows, rowsOf } from './locked-rows.js';

/**
 * advertisementInput's `tags.max(30)`: the kept ad never holds more than its form would accept
 * (duplicates-merge.test.ts checks the two agree).
 */
export const MAX_TAGS = 30;

/**
 * Fields an ad gains from a merged one only when it has none (the creative, its copy and links,
 * its classification): a merge never overwrites what the kept ad says. Not filled: the brand
 * (always set), the switches (visible, new, placement: a choice, not a gap), the owner, and the
 * curation feed's item id (unique: the merged ad keeps it in the trash, so its Undo never clashes).
 */
const FILLED = [
  'logo',
  'media_source',
  'primary_text',
  'headline',
  'description',
  'display_link',
  'call_to_action',
  'analysis',
  'format',
  'video_type',
  'video_length',
  'type',
  'gender',
  'objective',
] as const satisfies readonly (keyof AdRow)[];

/**
 * The kept ad's tags, then the merged ads' new ones in the merge's order, without repeats, up
 * to MAX_TAGS; `leftOut`: the new ones beyond it, which the kept ad's History names.
 */
export function unitedTags(kept: readonly string[], merged: readonly (readonly string[])[]) {
  const added = [...new Set(merged.flat())].filter((tag) => !kept.includes(tag));
  const room = Math.max(0, MAX_TAGS - kept.length);
  return { tags: [...kept, ...added.slice(0, room)], leftOut: added.slice(room) };
}

/**
 * Industry and subindustry are one choice (a subindustry belongs to its industry): the pair of
 * the first merged ad with an industry when the kept ad has none; else, when it has no
 * subindustry, that of the first merged ad of the same industry that has one.
 */
function industryOf(kept: AdRow, merged: readonly AdRow[]): Partial<Pick<AdRow, 'industry' | 'subindustry'>> {
  if (isEmpty(kept.industry)) {
    const from = merged.find((ad) => !isEmpty(ad.industry));
    return from ? { industry: from.industry, subindustry: from.subindustry } : {};
  }
  if (!isEmpty(kept.subindustry)) return {};
  const from = merged.find(
    (ad) =>
      ad.industry === kept.industry &&
      ad.subindustry &&
      subindustriesOf(kept.industry).includes(ad.subindustry),
  );
  return from ? { subindustry: from.subindustry } : {};
}

/** The columns the kept ad gains (its search text follows), and the tags left out. */
export function combinedAd(kept: AdRow, merged: readonly AdRow[]) {
  const set = { ...filledFrom(kept, merged, FILLED), ...industryOf(kept, merged) };
  // a season needs the type 'Seasonal' (ads_seasonal_needs_type): taken when the type now has it
  const type = set.type ?? kept.type;
  const seasonal =
    isEmpty(kept.seasonal) && type.includes('Seasonal')
      ? merged.find((ad) => ad.seasonal)?.seasonal
      : undefined;
  const { tags, leftOut } = unitedTags(
    kept.tags,
    merged.map((ad) => ad.tags),
  );
  const columns = { ...set, ...(seasonal && { seasonal }), tags };
  return {
    columns: {
      ...columns,
      search_text: adSearchText({ ...kept, ...columns }),
      // the creative's text follows a media taken from a merged ad (records.ts mediaTextOf)
      ...(set.media_source && {
        media_text: mediaTextOf(set.media_source),
        media_ready: mediaReadyOf(set.media_source),
      }),
    },
    leftOut,
  };
}

/** The merged ads' collections the kept one is not in yet, ascending. */
export function gainedCollections(kept: AdRow, merged: readonly AdRow[]) {
  const gained = new Set(merged.flatMap((ad) => ad.collection_ids));
  for (const id of kept.collection_ids) gained.delete(id);
  return [...gained].sort((a, b) => a - b);
}

/**
 * Ads: the kept ad joins the merged ads' collections (link rows: the trigger keeps its
 * collection_ids), gains their tags and fills its empty fields from them.
 */
export const adMerge: AreaMerge = {
  trash: adRecords.trash,
  async combine(tx: Tx, keep, merge) {
    const byId = await lockedRows(tx, adRecords.entity, [keep, ...merge]);
    const kept = byId.get(keep);
    if (!kept) throw new Error('lockedRows answers every id it was given');
    const merged = rowsOf(byId, merge);
    const { columns, leftOut } = combinedAd(kept, merged);
    const gained = gainedCollections(kept, merged);
    const [row] = await tx
      .update(advertisements)
      .set({ ...columns, updated_at: new Date() })
      .where(eq(advertisements.id, keep))
      .returning();
    if (!row) throw new Error('the kept ad is locked: the update finds it');
    if (gained.length) {
      await tx.execute(sql`
        insert into ${advertisementCollections} (advertisement_id, collection_id)
        select ${keep}::int, unnest(${`{${gained.join(',')}}`}::int[])
        on conflict do nothing`);
    }
    const collections = [...kept.collection_ids, ...gained].sort((a, b) => a - b);
    return {
      kept: {
        before: toAdvertisement(kept),
        after: toAdvertisement(row, collections),
        ...(leftOut.length && { notes: { tags_left_out: leftOut } }),
      },
      merged: merged.map((ad) => ({ id: ad.id, before: toAdvertisement(ad) })),
    };
  },
};
