import { advertisementInput, idSchema } from '@adlib/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import { collections } from '../../db/schema.js';
import { adImportDuplicates } from '../../duplicates/import/ads.js';
import type { ImportTarget } from '../../lists/index.js';
import { writeAds } from './import-write.js';

/**
 * An imported ad: the form, checked as the form is (fixed lists, subindustry of its industry,
 * Seasonal needs its type), and the id of the ad it updates. updated_at is not read: an
 * import overwrites.
 */
const adImportRow = advertisementInput.safeExtend({ id: idSchema.optional() });

/** Collection ids no collection has make their row invalid (the form answers the same). */
async function unknownCollections(tx: Tx, rows: readonly { collections: number[] }[]) {
  const wanted = [...new Set(rows.flatMap((r) => r.collections))];
  if (!wanted.length) return [];
  const found = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(inArray(collections.id, wanted));
  const known = new Set(found.map((r) => r.id));
  return rows.map((row) => {
    const missing = row.collections.filter((id) => !known.has(id));
    return missing.length
      ? { field: 'collections', message: `Unknown collections: ${missing.join(', ')}` }
      : undefined;
  });
}

/** Ads import (admin and super): what GET /api/advertisements/export.csv writes reads back. */
export const advertisementImport: ImportTarget<typeof adImportRow> = {
  entity: 'advertisement',
  schema: adImportRow,
  aliases: {
    id: ['ad id', 'advertisement id'],
    name: ['brand', 'brand name', 'advertiser', 'page name'],
    logo: ['logo url', 'brand logo'],
    media_source: ['media', 'media url', 'image', 'video', 'creative'],
    primary_text: ['body', 'ad text', 'copy', 'text'],
    headline: ['title'],
    display_link: ['link', 'display url'],
    call_to_action: ['cta', 'button'],
    collections: ['collection ids'],
    tags: ['tag', 'keywords'],
    video_length: ['length'],
    placement: ['placements'],
  },
  ignored: ['created_at', 'updated_at'],
  key: (row) => row.id,
  check: unknownCollections,
  // the dry run lists rows like a stored ad or an earlier line (issue 26)
  duplicates: adImportDuplicates,
  write: writeAds,
};
