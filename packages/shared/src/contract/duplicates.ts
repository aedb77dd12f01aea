import { z } from 'zod';
import { sentTime } from '../api.js';
import { endpoint } from './endpoint.js';

/** The areas whose records are checked for duplicates (issue 26). */
export const DUPLICATE_AREAS = ['advertisements', 'tiktoks'] as const;
export type DuplicateArea = (typeof DUPLICATE_AREAS)[number];

/**
 * Why two records look like one creative, strongest first:
 * - same-file: their media have the same bytes (content SHA-256);
 * - same-post: the same TikTok post id or link (TikToks), or the same media link (ads);
 * - near-picture: their pictures' perceptual hashes are within the near distance;
 * - near-frames: enough of their videos' strip frames are within the near distance;
 * - same-copy: the same brand with near-identical primary text and headline (ads).
 */
export const DUPLICATE_REASONS = [
  'same-file',
  'same-post',
  'near-picture',
  'near-frames',
  'same-copy',
] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
/** Reasons that make a pair exact: the bulk merge takes only clusters all of whose pairs have one. */
export const EXACT_REASONS: readonly DuplicateReason[] = ['same-file', 'same-post'];

export const duplicateAreaParams = z.object({ area: z.enum(DUPLICATE_AREAS) });
const id = z.number().int().positive();

/** One record as the review screen and the form's warning show it beside another. */
export const duplicateMember = z.object({
  id: z.number().int(),
  /** the brand name (ads) or the username (TikToks) */
  label: z.string(),
  /** the headline (ads) or the description (TikToks), for telling copies apart */
  detail: z.string().nullable(),
  /** the media URL the record holds */
  media: z.string().nullable(),
  thumb: z.string().nullable(),
  placeholder: z.string().nullable(),
  created_at: sentTime,
});
export type DuplicateMember = z.infer<typeof duplicateMember>;

/** Two records found alike, and why; `distance`: the smallest perceptual-hash distance (0-64) when a picture or frames matched. */
export const duplicatePair = z.object({
  a: z.number().int(),
  b: z.number().int(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
  distance: z.number().int().min(0).max(64).nullable(),
});
export type DuplicatePair = z.infer<typeof duplicatePair>;

/** A record's likely duplicates (the form's "Possible duplicate of #123"), most alike first. */
export const duplicateMatches = z.object({
  record: duplicateMember,
  matches: z.array(z.object({ member: duplicateMember, pair: duplicatePair })),
});
export type DuplicateMatches = z.infer<typeof duplicateMatches>;

/**
 * A cluster: records joined by open pairs (not dismissed), newest first. `exact`: every pair
 * has an exact reason (EXACT_REASONS), so the bulk merge may take it. `key`: the cluster's
 * smallest id, stable while its members are.
 */
export const duplicateCluster = z.object({
  key: z.number().int(),
  exact: z.boolean(),
  /** newest first: the one a merge keeps unless told otherwise is the oldest (the last) */
  members: z.array(duplicateMember).min(2),
  pairs: z.array(duplicatePair).min(1),
  found_at: sentTime,
});
export type DuplicateCluster = z.infer<typeof duplicateCluster>;

export const duplicateClustersQuery = z.object({
  /** the clusters after this one (the previous page's next_cursor) */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** only clusters the bulk merge may take */
  exact: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const duplicateClusterPage = z.object({
  /** open clusters in the area (what the list header counts) */
  total: z.number().int(),
  results: z.array(duplicateCluster),
  next_cursor: z.string().nullable(),
});

export const duplicateCount = z.object({ open: z.number().int(), exact: z.number().int() });

export const duplicateMergeBody = z
  .object({
    /** the record kept */
    keep: id,
    /** the records merged into it and sent to the trash */
    merge: z.array(id).min(1).max(50),
  })
  .refine((b) => !b.merge.includes(b.keep), {
    path: ['merge'],
    message: 'The record kept cannot be merged into itself',
  });

export const duplicateMergeResult = z.object({
  kept: z.number().int(),
  merged: z.array(z.number().int()),
  /** the trash batch the merged records went to: what Undo restores (POST /api/trash/restore) */
  batch: z.string(),
});
export type DuplicateMergeResult = z.infer<typeof duplicateMergeResult>;

/** Records that are not one creative: every pair among them is remembered and not proposed again. */
export const duplicateDismissBody = z.object({ ids: z.array(id).min(2).max(50) });

export const duplicateMergeExactBody = z.object({
  /** the count the user confirmed (duplicateCount.exact): a changed count answers 409 and merges none */
  expected: z.number().int().min(0),
});
export const duplicateMergeExactResult = z.object({
  clusters: z.number().int(),
  merged: z.number().int(),
  /** the trash batches, one per cluster */
  batches: z.array(z.string()),
});

const base = '/api/duplicates/:area';

/**
 * Duplicates (issue 26). Roles: an admin reviews and merges ads' duplicates, a super every
 * area's (the API checks `area` against the caller's role).
 */
export const duplicatesContract = {
  of: endpoint({
    method: 'GET',
    path: `${base}/of/:id`,
    summary: "A record's likely duplicates, most alike first (the form's warning after a save)",
    params: duplicateAreaParams.extend({ id: z.coerce.number().int().positive() }),
    response: duplicateMatches,
  }),
  clusters: endpoint({
    method: 'GET',
    path: base,
    summary: 'Open duplicate clusters, newest first (the review screen)',
    params: duplicateAreaParams,
    query: duplicateClustersQuery,
    response: duplicateClusterPage,
  }),
  count: endpoint({
    method: 'GET',
    path: `${base}/count`,
    summary: 'Open duplicate clusters, and how many of them are exact (the list header)',
    params: duplicateAreaParams,
    response: duplicateCount,
  }),
  merge: endpoint({
    method: 'POST',
    path: `${base}/merge`,
    summary:
      "Merges records into one: the kept record gains the others' collections and tags, the others go to the trash (undoable)",
    params: duplicateAreaParams,
    body: duplicateMergeBody,
    response: duplicateMergeResult,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: `${base}/dismiss`,
    summary: 'Not duplicates: the pairs among these records are remembered and not proposed again',
    params: duplicateAreaParams,
    body: duplicateDismissBody,
    response: z.object({ dismissed: z.number().int() }),
  }),
  mergeExact: endpoint({
    method: 'POST',
    path: `${base}/merge-exact`,
    summary:
      'Merges every exact cluster at once (after the user confirmed their count), each keeping its oldest record',
    params: duplicateAreaParams,
    body: duplicateMergeExactBody,
    response: duplicateMergeExactResult,
  }),
};
