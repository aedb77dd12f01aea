// UGC creators (SPEC 3 "UGC creator", issue 13): the form, the record, the list and its filters.
import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { defineList, valueOptions } from '../list-declaration.js';
import {
  CREATOR_GENDERS,
  CREATOR_VIDEO_SLOTS,
  INDUSTRIES,
  INDUSTRY_VALUES,
  UGC_COUNTRIES,
} from '../lists.js';
import {
  centsMoneySchema,
  intSchema,
  optionalChoice,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  safeString,
  seenUpdatedAt,
} from './common.js';
import { listMediaFields } from './list-media-fields.js';

/** Creators film for brands: younger than 16 cannot sign a contract alone, past 100 is a typo. */
export const CREATOR_AGE = { min: 16, max: 100 } as const;

/** An e-mail that may be left empty; unique among creators ignoring case (the API checks). */
const optionalEmail = z
  .union([
    z.literal(''),
    safeString().trim().max(254, 'At most 254 characters').pipe(z.email('Enter a valid e-mail address')),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

/** What the create and edit form send (POST and PUT replace the whole record). */
export const ugcCreatorInput = z.object({
  name: requiredText(200, 'Name'),
  email: optionalEmail,
  age: optionalNumber(intSchema(CREATOR_AGE.min).max(CREATOR_AGE.max, `At most ${CREATOR_AGE.max}`)),
  gender: optionalChoice(CREATOR_GENDERS),
  niche: optionalText(200),
  city: optionalText(200),
  country: optionalChoice(UGC_COUNTRIES),
  industry: optionalChoice(INDUSTRY_VALUES),
  /** how many videos a project takes at least */
  minimum_project: optionalNumber(intSchema(0)),
  minimum_price: optionalNumber(centsMoneySchema),
  link_from_creator: optionalUrl,
  website: optionalUrl,
  instagram_link: optionalUrl,
  tiktok_link: optionalUrl,
  twitter_link: optionalUrl,
  profile_picture: optionalUrl,
  /** by slot: videos[0] is 'UGC Creator Video 1'; an empty slot is null */
  videos: z.array(optionalUrl).max(CREATOR_VIDEO_SLOTS, `At most ${CREATOR_VIDEO_SLOTS} videos`).default([]),
  screenshoot: optionalUrl,
  updated_at: seenUpdatedAt,
});
export type UgcCreatorInput = z.input<typeof ugcCreatorInput>;
export type UgcCreatorValues = z.output<typeof ugcCreatorInput>;

const nullableText = z.string().nullable();

/** One creator as GET /api/ugc-creators/{id} answers it. */
export const ugcCreatorRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: nullableText,
  age: z.number().int().nullable(),
  gender: z.enum(CREATOR_GENDERS).nullable(),
  niche: nullableText,
  city: nullableText,
  country: z.enum(UGC_COUNTRIES).nullable(),
  industry: nullableText,
  minimum_project: z.number().int().nullable(),
  minimum_price: z.number().nullable(),
  link_from_creator: nullableText,
  website: nullableText,
  instagram_link: nullableText,
  tiktok_link: nullableText,
  twitter_link: nullableText,
  profile_picture: nullableText,
  /** always six slots, an empty one null */
  videos: z.array(nullableText),
  screenshoot: nullableText,
  created_at: sentTime,
  updated_at: sentTime,
});
export type UgcCreatorRecord = z.output<typeof ugcCreatorRecord>;
/** A creator as a client reads it (times as ISO text). */
export type UgcCreator = Sent<UgcCreatorRecord>;

/** A row of the creators list. */
export const ugcCreatorListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  country: nullableText,
  gender: nullableText,
  industry: nullableText,
  profile_picture: nullableText,
  ...listMediaFields,
});
export type UgcCreatorListItem = z.output<typeof ugcCreatorListItem>;

/** What a write of one creator answers. */
export const ugcCreatorSaved = z.object({ id: z.number().int(), updated_at: sentTime });

/** The creators list's filters (SPEC 2 "UGC Creators table"), for the API and the filter bar. */
export const ugcCreatorList = defineList({
  search: { kind: 'search', label: 'Search', chip: (v) => `“${v}”` },
  industry: { kind: 'choice', label: 'Industry', options: INDUSTRIES },
  country: { kind: 'choice', label: 'Country', options: valueOptions(UGC_COUNTRIES) },
  gender: { kind: 'choice', label: 'Gender', options: valueOptions(CREATOR_GENDERS) },
});
