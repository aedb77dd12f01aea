import { z } from 'zod';
import { CREATOR_GENDERS, CREATOR_VIDEO_SLOTS, INDUSTRY_VALUES, UGC_COUNTRIES } from '../lists.js';
import {
  optionalChoice,
  optionalText,
  optionalUrl,
  pagingQuery,
  requiredText,
  seenUpdatedAt,
} from './common.js';

export const ugcCreatorInput = z.object({
  name: requiredText(200, 'Name'),
  email: z
    .union([z.literal(''), z.email('Enter a valid e-mail address')])
    .nullish()
    .transform((v) => (v ? v : null)),
  age: z.coerce.number().int().min(13, 'At least 13').max(120, 'At most 120').nullish(),
  gender: optionalChoice(CREATOR_GENDERS),
  niche: optionalText(200),
  city: optionalText(200),
  country: optionalChoice(UGC_COUNTRIES),
  industry: optionalChoice(INDUSTRY_VALUES),
  minimum_project: optionalText(100),
  minimum_price: optionalText(100),
  link_from_creator: optionalUrl,
  website: optionalUrl,
  instagram_link: optionalUrl,
  tiktok_link: optionalUrl,
  twitter_link: optionalUrl,
  profile_picture: optionalUrl,
  videos: z.array(optionalUrl).max(CREATOR_VIDEO_SLOTS).default([]),
  screenshoot: optionalUrl,
  updated_at: seenUpdatedAt,
});
export type UgcCreatorInput = z.input<typeof ugcCreatorInput>;

export const ugcCreatorListQuery = pagingQuery.extend({
  search: z.string().trim().max(200).optional(),
  industry: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  gender: z.string().trim().max(100).optional(),
});
