import { z } from 'zod';
import { sentTime } from '../api.js';
import { INDUSTRY_VALUES } from '../lists.js';
import {
  countSchema,
  dateTimeSchema,
  monthSchema,
  optionalChoice,
  optionalText,
  optionalUrl,
  requiredText,
  type StoredRecord,
  seenUpdatedAt,
} from './common.js';
import { listMediaFields } from './list-media-fields.js';

/**
 * The TikTok form and the body of POST/PUT /api/tiktoks. An empty Created Time means "now"
 * on create and "unchanged" on update: the list is ordered by it, so a post always has one.
 */
export const tiktokInput = z.object({
  username: requiredText(100, 'User name'),
  post_id: requiredText(100, 'Post id'),
  description: optionalText(5000),
  likes: countSchema.default(0),
  views: countSchema.default(0),
  shares: countSchema.default(0),
  comments: countSchema.default(0),
  duration: countSchema.default(0),
  music_title: optionalText(300),
  created_time: z
    .union([z.literal(''), dateTimeSchema({ local: true })])
    .nullish()
    .transform((v) => (v ? v : null)),
  created_for: z
    .union([z.literal(''), monthSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  tiktok_link: optionalUrl,
  download_link: optionalUrl,
  is_ad: z.boolean().default(false),
  new: z.boolean().default(false),
  is_free: z.boolean().default(false),
  industry: optionalChoice(INDUSTRY_VALUES),
  updated_at: seenUpdatedAt,
});
export type TiktokInput = z.input<typeof tiktokInput>;
export type TiktokValues = z.output<typeof tiktokInput>;

const nullableText = z.string().nullable();

/** One TikTok as GET /api/tiktoks/:id answers it: every stored field. */
export const tiktokRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  post_id: nullableText,
  description: nullableText,
  likes: z.number().int(),
  views: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
  duration: z.number().int(),
  music_title: nullableText,
  created_time: sentTime,
  created_for: nullableText,
  tiktok_link: nullableText,
  download_link: nullableText,
  is_ad: z.boolean(),
  new: z.boolean(),
  is_free: z.boolean(),
  industry: nullableText,
  created_at: sentTime,
  updated_at: sentTime,
});

export interface Tiktok extends Omit<TiktokValues, 'updated_at' | 'created_time' | 'post_id'>, StoredRecord {
  post_id: string | null;
  created_time: string;
}

/** One row of the admin list: its columns plus what the hover popover shows. */
export const tiktokListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  post_id: nullableText,
  is_ad: z.boolean(),
  new: z.boolean(),
  is_free: z.boolean(),
  industry: nullableText,
  download_link: nullableText,
  // the list writes its times as ISO text itself (lists/orders.ts isoTimeSql)
  created_time: z.iso.datetime(),
  ...listMediaFields,
});
export type TiktokListItem = z.output<typeof tiktokListItem>;

/** What a write of one TikTok answers (SPEC: success and data.id). */
export const tiktokSaved = z.object({ id: z.number().int(), updated_at: sentTime });
