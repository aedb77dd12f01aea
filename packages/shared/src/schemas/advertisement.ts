import { z } from 'zod';
import {
  AD_FORMATS,
  AD_GENDERS,
  AD_ORDER_BY_VALUES,
  AD_TYPES,
  CALLS_TO_ACTION,
  INDUSTRY_VALUES,
  OBJECTIVES,
  SEASONALS,
  subindustriesOf,
  VIDEO_LENGTHS,
  VIDEO_TYPES,
} from '../lists.js';
import {
  idSchema,
  optionalChoice,
  optionalText,
  optionalUrl,
  pagingQuery,
  queryBoolean,
  requiredText,
  seenUpdatedAt,
} from './common.js';

const tag = z.string().trim().min(1).max(60, 'A tag has at most 60 characters');

/** The advertisement form and the body of POST/PUT /api/advertisements. */
export const advertisementInput = z
  .object({
    user_id: z.coerce.number().int().positive().nullish().default(1),
    visible: z.boolean().default(false),
    new: z.boolean().default(false),
    name: requiredText(200, 'Brand name'),
    logo: optionalUrl,
    collections: z.array(idSchema).max(200).default([]),
    media_source: optionalUrl,
    primary_text: optionalText(5000),
    headline: optionalText(500),
    description: optionalText(2000),
    display_link: optionalText(500),
    call_to_action: optionalChoice(CALLS_TO_ACTION),
    analysis: optionalText(10000),
    tags: z.array(tag).max(30, 'At most 30 tags').default([]),
    industry: optionalChoice(INDUSTRY_VALUES),
    subindustry: optionalText(100),
    type: z.array(z.enum(AD_TYPES)).default([]),
    seasonal: optionalChoice(SEASONALS),
    format: optionalChoice(AD_FORMATS),
    video_type: optionalChoice(VIDEO_TYPES),
    video_length: optionalChoice(VIDEO_LENGTHS),
    gender: z.array(z.enum(AD_GENDERS)).default([]),
    objective: z.array(z.enum(OBJECTIVES)).default([]),
    placement: z.boolean().default(false),
    updated_at: seenUpdatedAt,
  })
  .superRefine((ad, ctx) => {
    if (ad.subindustry && !subindustriesOf(ad.industry).includes(ad.subindustry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subindustry'],
        message: ad.industry ? `Not a subindustry of ${ad.industry}` : 'Choose an industry first',
      });
    }
    if (ad.seasonal && !ad.type.includes('Seasonal')) {
      ctx.addIssue({
        code: 'custom',
        path: ['seasonal'],
        message: "Seasonal needs the type 'Seasonal'",
      });
    }
  });
export type AdvertisementInput = z.input<typeof advertisementInput>;
export type AdvertisementValues = z.output<typeof advertisementInput>;

export const advertisementVisibility = z.object({ visible: z.boolean() });

export interface Advertisement extends Omit<AdvertisementValues, 'updated_at' | 'collections'> {
  id: number;
  collections: number[];
  created_at: string;
  updated_at: string;
}

/** One row of the admin lists: the list columns plus what the hover popover shows. */
export interface AdvertisementListItem {
  id: number;
  name: string;
  logo: string | null;
  tags: string[];
  collections: { id: number }[];
  visible: boolean;
  media_source: string | null;
  analysis: string | null;
  industry: string | null;
  subindustry: string | null;
  type: string[];
  format: string | null;
  created_at: string;
  updated_at: string;
}

/** Filters shared by the list, the CSV export and the keyset cursor. */
export const advertisementFilters = z.object({
  visible: queryBoolean,
  search: z.string().trim().max(200).optional(),
  industry: z.string().trim().max(100).optional(),
  subindustry: z.string().trim().max(100).optional(),
  type: z.string().trim().max(100).optional(),
  objective: z.string().trim().max(100).optional(),
  format: z.string().trim().max(100).optional(),
  order_by: z.enum(AD_ORDER_BY_VALUES).optional(),
});
export type AdvertisementFilters = z.output<typeof advertisementFilters>;

export const advertisementListQuery = advertisementFilters.extend(pagingQuery.shape).extend({
  cursor: z.string().max(200).optional(),
});

export const BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export const advertisementBulk = z.object({
  ids: z.array(idSchema).min(1, 'Select at least one advertisement').max(1000),
  action: z.enum(BULK_ACTIONS),
});
