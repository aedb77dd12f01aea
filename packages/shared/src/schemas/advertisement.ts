import { z } from 'zod';
import { sentTime } from '../api.js';
import {
  AD_FORMATS,
  AD_GENDERS,
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
  boundedText,
  idSchema,
  optionalChoice,
  optionalText,
  optionalUrl,
  requiredText,
  seenUpdatedAt,
} from './common.js';
import { listMediaFields } from './list-media-fields.js';

/** One tag of an ad (the form and bulk edit's "add a tag"). */
export const adTag = boundedText(60).min(1, 'Enter a tag').max(60, 'A tag has at most 60 characters');
const tag = adTag;

/** The form's dependent rule: a subindustry belongs to the chosen industry. */
export function checkSubindustry(
  ad: { industry: string | null; subindustry: string | null },
  ctx: z.RefinementCtx,
) {
  if (ad.subindustry && !subindustriesOf(ad.industry).includes(ad.subindustry)) {
    ctx.addIssue({
      code: 'custom',
      path: ['subindustry'],
      message: ad.industry ? `Not a subindustry of ${ad.industry}` : 'Choose an industry first',
    });
  }
}

/** The advertisement form and the body of POST/PUT /api/advertisements. */
export const advertisementInput = z
  .object({
    user_id: idSchema.nullish().default(1),
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
    checkSubindustry(ad, ctx);
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

const nullableText = z.string().nullable();

/** One ad as GET /api/advertisements/:id answers it: every stored field, collections as ids. */
export const advertisementRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  visible: z.boolean(),
  new: z.boolean(),
  name: z.string(),
  logo: nullableText,
  collections: z.array(z.number().int()),
  media_source: nullableText,
  primary_text: nullableText,
  headline: nullableText,
  description: nullableText,
  display_link: nullableText,
  call_to_action: nullableText,
  analysis: nullableText,
  tags: z.array(z.string()),
  industry: nullableText,
  subindustry: nullableText,
  type: z.array(z.string()),
  seasonal: nullableText,
  format: nullableText,
  video_type: nullableText,
  video_length: nullableText,
  gender: z.array(z.string()),
  objective: z.array(z.string()),
  placement: z.boolean(),
  /** the curation feed item it was loaded from (null: made here) */
  feed_item_id: nullableText.optional(),
  created_at: sentTime,
  updated_at: sentTime,
});

/** One row of the admin lists: the list columns plus what the hover popover shows. */
export const advertisementListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: nullableText,
  tags: z.array(z.string()),
  collections: z.array(z.object({ id: z.number().int() })),
  visible: z.boolean(),
  media_source: nullableText,
  analysis: nullableText,
  industry: nullableText,
  subindustry: nullableText,
  type: z.array(z.string()),
  format: nullableText,
  // the list writes its times as ISO text itself (lists/orders.ts isoTimeSql)
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  ...listMediaFields,
});
export type AdvertisementListItem = z.output<typeof advertisementListItem>;

/** What a write of one ad answers. */
export const advertisementSaved = z.object({ id: z.number().int(), updated_at: sentTime });
