import { z } from 'zod';
import { INDUSTRY_VALUES } from '../lists.js';
import {
  countSchema,
  monthSchema,
  optionalChoice,
  optionalText,
  optionalUrl,
  pagingQuery,
  queryBoolean,
  requiredText,
  seenUpdatedAt,
} from './common.js';

export const tiktokInput = z.object({
  username: requiredText(100, 'User name'),
  post_id: optionalText(100),
  description: optionalText(5000),
  likes: countSchema.default(0),
  views: countSchema.default(0),
  shares: countSchema.default(0),
  comments: countSchema.default(0),
  duration: countSchema.default(0),
  music_title: optionalText(300),
  created_time: z
    .union([z.literal(''), z.iso.datetime({ offset: true, local: true })])
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

export const tiktokListQuery = pagingQuery.extend({
  search: z.string().trim().max(200).optional(),
  post_id: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
  is_ad: queryBoolean,
});
