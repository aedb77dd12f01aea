// The advertisements list's filters (SPEC 2), declared once for the API query, the CSV export,
// the keyset cursor and the admin filter bar.
import { defineList, type ListFilters, valueOptions } from '../list-declaration.js';
import { AD_FORMATS, AD_ORDER_BY, AD_TYPES, INDUSTRIES, OBJECTIVES } from '../lists.js';

/**
 * What an ad may still lack: the same conditions as Home's insights rollups (migrations 0033 and
 * 0037): tags, an analysis, a creative, a creative the media job has processed.
 */
export const AD_MISSING = [
  { value: 'tags', label: 'Tags' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'media', label: 'Media' },
  { value: 'processed', label: 'Processed creative' },
] as const;

export const advertisementList = defineList({
  visible: { kind: 'boolean', label: 'Visible' },
  search: { kind: 'search', label: 'Search', chip: (v) => `“${v}”` },
  industry: { kind: 'choice', label: 'Industry', options: INDUSTRIES },
  // its options depend on the chosen industry (subindustriesOf)
  subindustry: { kind: 'choice', label: 'Subindustry' },
  type: { kind: 'choice', label: 'Type', options: valueOptions(AD_TYPES) },
  objective: { kind: 'choice', label: 'Objective', options: valueOptions(OBJECTIVES) },
  format: { kind: 'choice', label: 'Format', options: valueOptions(AD_FORMATS) },
  // a collection's id: 'N ads' on the collections screen opens the list of that collection's ads
  collection: { kind: 'choice', label: 'Collection', chip: (v) => `#${v}`, chipOnly: true },
  // the ads in the collections dated that month: Home's "This month's collections" opens the
  // list with it, so its total is the tile's "Ads in them" (each ad once)
  collection_month: { kind: 'month', label: 'In a collection of', chipOnly: true },
  // the day each ad was created (UTC): Home's weekly bars open the list with their week
  created: { kind: 'dates', label: 'Added' },
  // who added it, and the day it was last made visible and by whom (migration 0040): Home's
  // published bars and curator rows open the list with them
  created_by: { kind: 'user', label: 'Added by', chipOnly: true },
  published: { kind: 'dates', label: 'Published' },
  published_by: { kind: 'user', label: 'Published by', chipOnly: true },
  // what a curator still has to add: Home's "Missing what curators add" opens the list with it
  missing: { kind: 'choice', label: 'Missing', options: AD_MISSING },
  order_by: { kind: 'order', label: 'Order By', options: AD_ORDER_BY },
});

/** Filters shared by the list, the CSV export and the keyset cursor. */
export const advertisementFilters = advertisementList.filters;
export type AdvertisementFilters = ListFilters<typeof advertisementList.declaration>;
/** The list call's query: the filters, paging and the keyset cursor. */
export const advertisementListQuery = advertisementList.query;
