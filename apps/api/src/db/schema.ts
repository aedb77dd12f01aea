import type { AuditAction, MediaInfoRow, MediaState } from '@adlib/shared';
import {
  AD_FORMATS,
  AD_GENDERS,
  AD_TYPES,
  ALL_SUBINDUSTRIES,
  CALLS_TO_ACTION,
  CREATOR_GENDERS,
  INDUSTRY_VALUES,
  MEDIA_STATES,
  MONTH_PATTERN,
  OBJECTIVES,
  PLAN_PERIODS,
  ROLE_NAMES,
  SEASONALS,
  SUBSCRIPTION_STATUSES,
  UGC_COUNTRIES,
  VIDEO_LENGTHS,
  VIDEO_TYPES,
} from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { htmlTextSql } from './search-text.js';

// The fixed lists of SPEC section 3 are constrained here too, so that no client,
// buggy or not, can store a value the product does not know.
const literals = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
const inList = (col: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${col} is null or ${col} in (${literals(values)})`;
const subsetOf = (col: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${col} <@ array[${literals(values)}]::text[]`;
const isMonth = (col: AnyPgColumn): SQL =>
  sql`${col} is null or ${col} ~ ${sql.raw(`'${MONTH_PATTERN.source}'`)}`;

// precision 3 = milliseconds, the precision of a JS Date, so a client that sends back the
// updated_at it read compares equal (optimistic concurrency).
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const timestamps = {
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
};
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    ...timestamps,
  },
  (t) => [check('roles_name_known', inList(t.name, ROLE_NAMES))],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    subscription_status: text('subscription_status').notNull().default('none'),
    full_access: boolean('full_access').notNull().default(false),
    /** set when a session is created (auth/sessions.ts): the customers list's Last sign-in */
    last_signin_at: ts('last_signin_at'),
    // the customers search (name or e-mail, any case): one lower-cased column a trigram index serves
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_subscription_status_known', inList(t.subscription_status, SUBSCRIPTION_STATUSES)),
    // the customers list's orders and filters end on id (keyset paging)
    index('users_created_at_idx').on(t.created_at, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_role_idx').on(t.role_id, t.id),
    // role and subscription status together (the list's two choice filters), newest first
    index('users_role_status_idx').on(t.role_id, t.subscription_status, t.id),
    index('users_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: ts('expires_at').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** how the session was started: code, sso or passkey (decision 027) */
    method: text('method').notNull().default('code'),
    /** the client's IP and User-Agent at sign-in, for the sessions list */
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** written at most once a minute per session (auth/sessions.ts): "last seen" and the idle end */
    last_seen_at: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id, t.id),
  ],
);

/**
 * A single sign-on attempt between the redirect to the provider and its callback (decision 027):
 * the state (hashed, the key), the nonce and the PKCE verifier, kept server-side so that any API
 * process can finish it, and deleted as it is read so that a replayed callback finds nothing.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state_hash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    expires_at: ts('expires_at').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expires_at)],
);

export const signinCodes = pgTable(
  'signin_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    // the mailed link's own secret (hashed): the link works while typed codes are locked
    link_hash: text('link_hash'),
    // who asked (client IP, an IPv6 /64): the per-requester code limit
    requester: text('requester'),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('signin_codes_email_idx').on(t.email, t.created_at)],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    order: integer('order').notNull().default(0),
    title: text('title').notNull().default(''),
    public: boolean('public').notNull().default(false),
    is_new: boolean('is_new').notNull().default(false),
    collection_date: text('collection_date'),
    tags: textArray('tags'),
    roles: textArray('roles'),
    active: boolean('active').notNull().default(true),
    bulked: boolean('bulked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('collections_month', isMonth(t.collection_date)),
    check('collections_roles_known', subsetOf(t.roles, ROLE_NAMES)),
  ],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id'),
    visible: boolean('visible').notNull().default(false),
    new: boolean('new').notNull().default(false),
    name: text('name').notNull(),
    logo: text('logo'),
    media_source: text('media_source'),
    primary_text: text('primary_text'),
    headline: text('headline'),
    description: text('description'),
    display_link: text('display_link'),
    call_to_action: text('call_to_action'),
    analysis: text('analysis'),
    tags: textArray('tags'),
    industry: text('industry'),
    subindustry: text('subindustry'),
    type: textArray('type'),
    seasonal: text('seasonal'),
    format: text('format'),
    video_type: text('video_type'),
    video_length: text('video_length'),
    gender: textArray('gender'),
    objective: textArray('objective'),
    placement: boolean('placement').notNull().default(false),
    /** the curation feed's id of the item this ad was loaded from: loading twice adds nothing twice */
    feed_item_id: text('feed_item_id'),
    /**
     * The ids of the ad's collections, ascending: a copy of advertisement_collections kept by
     * triggers (migration 0003), so the list reads a page without a lookup per row. Not indexed,
     * and the table keeps a fifth of each page free (migration 0010), so a bulk link's refresh of
     * this column is a HOT update that touches no index.
     */
    collection_ids: integer('collection_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** lower-cased brand, headline, texts, analysis and tags: what keyword search scans */
    search_text: text('search_text').notNull().default(''),
    /**
     * The creative's on-screen text (OCR), lower-cased: copied from its media row when the
     * media-process job finishes and when the ad's media changes; searched beside search_text.
     */
    media_text: text('media_text'),
    /**
     * Whether the creative's media row has been processed (ready): written beside media_text, by
     * every write of media_source and by the media-process job. Home's "Missing" counts the ads
     * whose creative is not processed yet from it (migration 0037), and the list filters on it.
     */
    media_ready: boolean('media_ready').notNull().default(false),
    /**
     * Who created the ad: the staff user's id (null: the system, an import by feed, a seed). Set
     * by the ads_stamp trigger from the writing transaction's actor (migration 0040), kept on edits.
     */
    created_by: integer('created_by'),
    /**
     * When the ad was last switched to visible, and by whom (null while it is not visible): set by
     * the ads_stamp trigger, so Home's "published" counts and the list's Published filter agree.
     */
    published_at: ts('published_at'),
    published_by: integer('published_by'),
    ...timestamps,
  },
  (t) => [
    check('ads_published_when_visible', sql`${t.visible} = (${t.published_at} is not null)`),
    check('ads_cta_known', inList(t.call_to_action, CALLS_TO_ACTION)),
    check('ads_industry_known', inList(t.industry, INDUSTRY_VALUES)),
    check('ads_subindustry_known', inList(t.subindustry, ALL_SUBINDUSTRIES)),
    check('ads_seasonal_known', inList(t.seasonal, SEASONALS)),
    check('ads_seasonal_needs_type', sql`${t.seasonal} is null or 'Seasonal' = any(${t.type})`),
    check('ads_format_known', inList(t.format, AD_FORMATS)),
    check('ads_video_type_known', inList(t.video_type, VIDEO_TYPES)),
    check('ads_video_length_known', inList(t.video_length, VIDEO_LENGTHS)),
    check('ads_type_known', subsetOf(t.type, AD_TYPES)),
    check('ads_gender_known', subsetOf(t.gender, AD_GENDERS)),
    check('ads_objective_known', subsetOf(t.objective, OBJECTIVES)),
    index('ads_visible_id_idx').on(t.visible, t.id),
    index('ads_visible_new_idx').on(t.visible, t.new, t.id),
    index('ads_visible_name_idx').on(t.visible, t.name, t.id),
    index('ads_visible_created_idx').on(t.visible, t.created_at, t.id),
    // The same orders without `visible` (the CSV export, API callers): no full sort of the table.
    index('ads_new_idx').on(t.new, t.id),
    index('ads_name_idx').on(t.name, t.id),
    index('ads_created_idx').on(t.created_at, t.id),
    // Home's links (issue 32): the ads published in some days, and each curator's ads by day
    index('ads_published_idx').on(t.published_at, t.id),
    index('ads_created_by_idx').on(t.created_by, t.created_at),
    index('ads_published_by_idx').on(t.published_by, t.published_at),
    // Industry is the SPA's main filter: newest-first pages of one industry without a sort.
    index('ads_visible_industry_idx').on(t.visible, t.industry, t.id),
    index('ads_industry_idx').on(t.industry, t.subindustry),
    // No index on type or objective: too few values to narrow anything (list-query.ts).
    index('ads_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('ads_media_text_trgm').using('gin', sql`${t.media_text} gin_trgm_ops`),
    // the media job finds the ads of a creative (its text, suggested fields) without a scan
    index('ads_media_source_idx').on(t.media_source),
    // Collection Bulk Insert finds the ads sharing a tag (`tags && …`, decision 013): many
    // distinct tags, each on few ads, so unlike type and objective an index narrows it.
    index('ads_tags_gin').using('gin', t.tags),
    uniqueIndex('ads_feed_item_id_unique').on(t.feed_item_id),
  ],
);

export const advertisementCollections = pgTable(
  'advertisement_collections',
  {
    advertisement_id: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    collection_id: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.advertisement_id, t.collection_id] }),
    index('ad_collections_collection_idx').on(t.collection_id),
  ],
);

export const tiktoks = pgTable(
  'tiktoks',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    post_id: text('post_id'),
    description: text('description'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    music_title: text('music_title'),
    industry: text('industry'),
    download_link: text('download_link'),
    tiktok_link: text('tiktok_link'),
    /** the list's order (newest first), so every post has one: a post saved without it gets now */
    created_time: ts('created_time').notNull().defaultNow(),
    created_for: text('created_for'),
    is_ad: boolean('is_ad').notNull().default(false),
    new: boolean('new').notNull().default(false),
    is_free: boolean('is_free').notNull().default(false),
    /**
     * What keyword search scans: username, description and music title lower-cased, kept by
     * the database itself (no writer can forget it); a pg_trgm GIN index serves LIKE '%word%'.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(username, '') || ' ' || chr(1) || ' ' || coalesce(description, '') || ' ' || chr(1) || ' ' || coalesce(music_title, ''))`,
      ),
    /**
     * The video's on-screen text (OCR), lower-cased, as an ad's media_text: set from its media
     * row by the database on every write of download_link (a trigger, migration 0039) and by the
     * media job when that video's text is read later (media-jobs/record-effects.ts).
     */
    media_text: text('media_text'),
    ...timestamps,
  },
  (t) => [
    check('tiktoks_industry_known', inList(t.industry, INDUSTRY_VALUES)),
    check('tiktoks_month', isMonth(t.created_for)),
    check(
      'tiktoks_counts',
      sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.shares} >= 0 and ${t.comments} >= 0`,
    ),
    // unique (a duplicate answers 400 on post_id); text_pattern_ops lets `post_id LIKE '123%'`
    // (the list's post id prefix search) use it under any collation
    uniqueIndex('tiktoks_post_id_unique').on(t.post_id.op('text_pattern_ops')),
    // newest first, alone or within one industry or Ads/Organic: pages without a sort
    index('tiktoks_created_idx').on(t.created_time, t.id),
    index('tiktoks_industry_created_idx').on(t.industry, t.created_time, t.id),
    index('tiktoks_is_ad_created_idx').on(t.is_ad, t.created_time, t.id),
    // one industry's Ads (or Organic) with a keyword: walked newest first, the keyword filtered
    // on the way (~700 rows for 50 at a 7 % word), instead of a walk of every post (17,000+)
    index('tiktoks_industry_is_ad_created_idx').on(t.industry, t.is_ad, t.created_time, t.id),
    index('tiktoks_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('tiktoks_media_text_trgm').using('gin', sql`${t.media_text} gin_trgm_ops`),
    // the media job finds the posts of a video (their suggested Duration) without a scan
    index('tiktoks_download_link_idx').on(t.download_link),
    // the duplicates check finds the posts of the same TikTok link (issue 26)
    index('tiktoks_tiktok_link_idx').on(t.tiktok_link),
  ],
);

export const ugcCreators = pgTable(
  'ugc_creators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    age: integer('age'),
    gender: text('gender'),
    niche: text('niche'),
    city: text('city'),
    country: text('country'),
    industry: text('industry'),
    minimum_project: integer('minimum_project'),
    minimum_price: numeric('minimum_price', { precision: 10, scale: 2, mode: 'number' }),
    link_from_creator: text('link_from_creator'),
    website: text('website'),
    instagram_link: text('instagram_link'),
    tiktok_link: text('tiktok_link'),
    twitter_link: text('twitter_link'),
    profile_picture: text('profile_picture'),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    screenshoot: text('screenshoot'),
    ...timestamps,
    // keyword search (issue 13): name, e-mail, niche and city, lower-cased by the database
    // itself so no write can forget it; a trigram index serves LIKE '%word%'
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(niche, '') || ' ' || coalesce(city, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('creators_email_unique').on(sql`lower(${t.email})`),
    index('creators_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    check('creators_counts', sql`${t.minimum_project} >= 0 and ${t.minimum_price} >= 0`),
    check('creators_gender_known', inList(t.gender, CREATOR_GENDERS)),
    check('creators_country_known', inList(t.country, UGC_COUNTRIES)),
    check('creators_industry_known', inList(t.industry, INDUSTRY_VALUES)),
    check('creators_six_videos', sql`coalesce(array_length(${t.videos}, 1), 0) <= 6`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    period: text('period').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    discounted_price: numeric('discounted_price', { precision: 10, scale: 2, mode: 'number' }),
    use_discount: boolean('use_discount').notNull().default(false),
    /** JSON text holding a list of strings (SPEC section 3) */
    features: text('features').notNull().default('[]'),
    extras: text('extras'),
    paddle_plan_id: text('paddle_plan_id'),
    ...timestamps,
  },
  (t) => [check('memberships_period_known', inList(t.period, PLAN_PERIODS))],
);

export const titlesSubtitles = pgTable('titles_subtitles', {
  id: serial('id').primaryKey(),
  section: text('section').notNull().unique(),
  title: text('title').notNull().default(''),
  subtitle: text('subtitle').notNull().default(''),
  ...timestamps,
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    is_visible: boolean('is_visible').notNull().default(false),
    /**
     * What the list's keyword search scans: the title and the text of the content as a reader
     * sees it (htmlTextSql: inline tags joined, block tags and entities as spaces, spaces
     * collapsed), lower-cased. Generated, so every write (API, demo seed) keeps it right by itself.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(title || ' ' || ${htmlTextSql('content')})`)),
    ...timestamps,
  },
  // the orders of the blog list (modules/blog/list.ts)
  (t) => [
    index('articles_updated_at_idx').on(t.updated_at, t.id),
    index('articles_title_idx').on(t.title, t.id),
  ],
);

/** The categories an article carries; deleting either side removes the link, never the other. */
export const articleCategories = pgTable(
  'article_categories',
  {
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.article_id, t.category_id] }),
    index('article_categories_category_idx').on(t.category_id),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  order: integer('order').notNull().default(1),
  ...timestamps,
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** field → { before, after } */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    /**
     * A bulk entry (action 'bulk', entity_id 'bulk'): how many records it changed and the list
     * filter it ran over (null: a list of ids); the records and their diffs are in
     * audit_bulk_records (decision 017).
     */
    bulk: jsonb('bulk').$type<{ count: number; filter: Record<string, unknown> | null }>(),
  },
  // (entity, entity_id, id): a record's history is read newest first by id, keyset paged
  (t) => [index('audit_entity_idx').on(t.entity, t.entity_id, t.id)],
);

/**
 * Saved views (issue 19 §1): a list's URL filters under a name, per user, private or shared with
 * all staff. `list` is the list screen's path; names are unique per owner and list, any case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_unique').on(t.owner_id, t.list, sql`lower(${t.name})`),
    // the menu reads one list's views: the shared ones of everybody, the private ones of its owner
    index('saved_views_list_idx').on(t.list, t.shared),
    check('saved_views_name_length', sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * The records one bulk audit entry changed, each with its own diff: a record's history reads
 * its own entries and these (decision 017). Removed with their entry (retention).
 */
export const auditBulkRecords = pgTable(
  'audit_bulk_records',
  {
    audit_id: bigint('audit_id', { mode: 'number' })
      .notNull()
      .references(() => auditLog.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    /** field → { before, after } of this record; empty when `created` */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    /**
     * The entry inserted this record (an import's new rows). Its fields are not copied here:
     * they are the record's state at this version, which History rebuilds from the current
     * record and the later diffs (decision 014). Copying every field of every new row was
     * most of an import's database time.
     */
    created: boolean('created').notNull().default(false),
  },
  // read like audit_entity_idx: one record's entries newest first
  (t) => [
    primaryKey({ columns: [t.entity, t.entity_id, t.audit_id] }),
    index('audit_bulk_records_audit_idx').on(t.audit_id),
  ],
);

/**
 * Deleted records, kept until restored or purged (decision 018). A delete moves the stored
 * row here (`row`, as to_jsonb wrote it) with the link rows kept aside (`links`: link table →
 * its rows), so the area's own table, its indexes, counts and unique keys never see it again.
 */
export const trash = pgTable(
  'trash',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the audit log's entity name: 'advertisement', 'tiktok'… */
    entity: text('entity').notNull(),
    record_id: integer('record_id').notNull(),
    /** one per delete request: a bulk delete is one batch, so one Undo restores it all */
    batch: text('batch').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    links: jsonb('links').$type<Record<string, Record<string, unknown>[]>>().notNull().default({}),
    /** what the Trash screen names the record by */
    label: text('label').notNull().default(''),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: ts('deleted_at').notNull().defaultNow(),
  },
  (t) => [
    index('trash_entity_deleted_idx').on(t.entity, t.deleted_at.desc()),
    index('trash_batch_idx').on(t.batch),
  ],
);

/**
 * Every file an upload route stored (decision 020): only these are ever removed from storage.
 * What refers to a file is not kept here; the sweep reads it from the records' and the trash's
 * media columns. `unreferenced_since`: when a sweep first found nothing referring to it (null
 * while something does); the file goes once that is older than TRASH_RETENTION_DAYS, or at
 * once when its last record was deleted for good (set to the epoch).
 */
export const storedFiles = pgTable('stored_files', {
  /** the storage key: '<folder>/<uuid>.<ext>' */
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** the sniffed type it is served with */
  type: text('type').notNull(),
  stored_by: integer('stored_by').references(() => users.id, { onDelete: 'set null' }),
  stored_at: ts('stored_at').notNull().defaultNow(),
  unreferenced_since: ts('unreferenced_since'),
});

/**
 * The processing of each stored upload (issue 25 §2, decision 023): one row per source file,
 * written by the `media-process` job. Derivatives live in the same storage under keys made from
 * the source's digest; `derivatives` maps each name (thumb-320, poster, strip-0 …) to its key.
 */
export const media = pgTable(
  'media',
  {
    /** the storage key the job reads: '<folder>/<uuid>.<ext>' */
    source_key: text('source_key').primaryKey(),
    /** the URL records hold, as GET /api/media is asked */
    source_url: text('source_url').notNull(),
    state: text('state').$type<MediaState>().notNull().default('queued'),
    /** a failure's reason: the MediaError reason and its message */
    reason: text('reason'),
    info: jsonb('info').$type<MediaInfoRow>(),
    placeholder: text('placeholder'),
    phash: text('phash'),
    strip_phashes: jsonb('strip_phashes').$type<string[]>(),
    /** a picture's crop hashes (media/crop-hash.ts CROPS, in order): what its cropped copies hash to (null: a video, or an older recipe) */
    crop_phashes: jsonb('crop_phashes').$type<string[]>(),
    derivatives: jsonb('derivatives').$type<Record<string, string>>().notNull().default({}),
    /** the 320-px thumbnail's public URL: what list rows carry (null until ready) */
    thumb_url: text('thumb_url'),
    /** the source's SHA-256 (hex): its derivatives' keys; rows of equal bytes share them */
    digest: text('digest'),
    ocr_text: text('ocr_text'),
    /**
     * The processing recipe the row was made with (MEDIA_RECIPE): a backfill processes again
     * the rows of an older one (0: before recipes were counted), so that hashes compare.
     */
    recipe: smallint('recipe').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_source_url').on(t.source_url),
    index('media_digest').on(t.digest),
    check('media_state_known', inList(t.state, MEDIA_STATES)),
    check(
      'media_bounded',
      sql`char_length(${t.source_url}) <= 2000 and char_length(coalesce(${t.reason}, '')) <= 2000
      and char_length(coalesce(${t.placeholder}, '')) <= 200 and char_length(coalesce(${t.phash}, '')) <= 64
      and char_length(coalesce(${t.ocr_text}, '')) <= 20000`,
    ),
  ],
);

/**
 * The media backfill (issue 25 §3): how far it walked each media column of the records, so
 * that a stopped backfill resumes where it was. One row per `<table>.<column>` it walks.
 */
export const mediaBackfill = pgTable('media_backfill', {
  /** '<table>.<column>' */
  source: text('source').primaryKey(),
  /** the last record id whose media were queued */
  after_id: integer('after_id').notNull().default(0),
  /** records with media in that column when the walk started */
  total: integer('total').notNull().default(0),
  /** media queued so far */
  queued: integer('queued').notNull().default(0),
  started_at: ts('started_at').notNull().defaultNow(),
  finished_at: ts('finished_at'),
});

/**
 * The perceptual hashes of each ready media (issue 26, decision 024): frame -1 is the picture
 * (or a video's poster), 0..7 a video's strip frames. b0..b3: the hash's four bands of 16 bits
 * (duplicates/signals.ts bandsOf, BANDS = 4), each under a btree that carries the hash and the
 * source after it, so a lookup's probe of a band value is an index-only scan. media_hash_c0..c2:
 * frame -1's hash in CROP_BANDS wide bands (signals.ts cropBandsOf, bits 0-21, 22-42, 43-63;
 * duplicates/media-hashes.ts CROP_BAND_SQL is the same expression), partial expression btrees:
 * what another picture's crop hashes are matched against. Written when the media becomes ready;
 * gone with its media row. A picture's crop hashes are in media_crop_hash.
 */
export const mediaHashes = pgTable(
  'media_hash',
  {
    source_key: text('source_key')
      .notNull()
      .references(() => media.source_key, { onDelete: 'cascade' }),
    frame: smallint('frame').notNull(),
    /** the 64-bit hash as a signed bigint: the distance is bit_count((a # b)::bit(64)) */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    b0: integer('b0').notNull(),
    b1: integer('b1').notNull(),
    b2: integer('b2').notNull(),
    b3: integer('b3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source_key, t.frame] }),
    // (band, hash, source): the probe of a band value reads the hash and the source off the
    // index alone (an index-only scan), ~50 adjacent entries at 1M ads, no heap page
    index('media_hash_b0').on(t.b0, t.hash, t.source_key),
    index('media_hash_b1').on(t.b1, t.hash, t.source_key),
    index('media_hash_b2').on(t.b2, t.hash, t.source_key),
    index('media_hash_b3').on(t.b3, t.hash, t.source_key),
    // the picture's (or poster's) hash in wide bands, computed (no column to write, no table to
    // rewrite): ~0.5 entries a value at 1M ads, read index-only (the hash is the next column)
    index('media_hash_c0').on(sql`((hash & 4194303)::int)`, t.hash, t.source_key).where(sql`${t.frame} = -1`),
    index('media_hash_c1')
      .on(sql`(((hash >> 22) & 2097151)::int)`, t.hash, t.source_key)
      .where(sql`${t.frame} = -1`),
    index('media_hash_c2')
      .on(sql`(((hash >> 43) & 2097151)::int)`, t.hash, t.source_key)
      .where(sql`${t.frame} = -1`),
  ],
);

/**
 * A picture's crop hashes (media/crop-hash.ts CROPS; frames -2, -3, … in order), apart from
 * media_hash (decision 024): only pictures' own hashes are matched against them, within
 * CROP_DISTANCE, so they have bands of their own, CROP_BANDS wide ones (signals.ts cropBandsOf:
 * CROP_DISTANCE differing bits leave one whole), each an expression btree carrying the hash and
 * the source (index-only, ~2 entries a value at 1M ads). Written with media_hash; gone with the
 * media row.
 */
export const mediaCropHashes = pgTable(
  'media_crop_hash',
  {
    source_key: text('source_key')
      .notNull()
      .references(() => media.source_key, { onDelete: 'cascade' }),
    frame: smallint('frame').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source_key, t.frame] }),
    index('media_crop_hash_c0').on(sql`((hash & 4194303)::int)`, t.hash, t.source_key),
    index('media_crop_hash_c1').on(sql`(((hash >> 22) & 2097151)::int)`, t.hash, t.source_key),
    index('media_crop_hash_c2').on(sql`(((hash >> 43) & 2097151)::int)`, t.hash, t.source_key),
  ],
);

/**
 * Two records found alike (issue 26): a_id < b_id, one row per pair and area. `dismissed` is
 * "Not duplicates", remembered: a check never reopens it. No foreign key: a record in the trash
 * is no longer in its table, and its pairs, hidden meanwhile (the reads join the live table),
 * come back with it on restore.
 */
export const duplicatePairs = pgTable(
  'duplicate_pair',
  {
    area: text('area').notNull(),
    a_id: integer('a_id').notNull(),
    b_id: integer('b_id').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    distance: smallint('distance'),
    state: text('state').$type<'open' | 'dismissed'>().notNull().default('open'),
    found_at: ts('found_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.a_id, t.b_id] }),
    check('duplicate_pair_ordered', sql`${t.a_id} < ${t.b_id}`),
    check('duplicate_pair_state_known', sql`${t.state} in ('open', 'dismissed')`),
    // a record's pairs from its larger side (the primary key serves its smaller side)
    index('duplicate_pair_b_idx').on(t.area, t.b_id),
    // the review screen and the list headers: an area's open pairs
    index('duplicate_pair_open_idx').on(t.area, t.found_at).where(sql`${t.state} = 'open'`),
  ],
);

/**
 * Second factors (issue 30 §1, decision 026): a user's passkeys and authenticator apps. A
 * passkey keeps its credential's id, public key and signature counter (SimpleWebAuthn's
 * verification reads them); an authenticator app its TOTP secret and the last time step it
 * accepted, so that a code works once within its window.
 */
export const userFactors = pgTable(
  'user_factors',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'passkey' | 'totp'>().notNull(),
    name: text('name').notNull(),
    /** passkey: the credential id, base64url */
    credential_id: text('credential_id'),
    /** passkey: the COSE public key, base64url */
    public_key: text('public_key'),
    sign_count: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: textArray('transports'),
    /** authenticator app: the shared secret, base32 */
    totp_secret: text('totp_secret'),
    /** authenticator app: the last 30-second step whose code was accepted */
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    created_at: ts('created_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at'),
  },
  (t) => [
    check('user_factors_kind_known', sql`${t.kind} in ('passkey', 'totp')`),
    index('user_factors_user_idx').on(t.user_id),
    uniqueIndex('user_factors_credential_unique').on(t.credential_id),
  ],
);

/** Ten single-use recovery codes per user with an authenticator app, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/**
 * Short-lived, single-use steps of the second factor, each found by the hash of a random token
 * only its client holds: a sign-in waiting for its second factor ('second_factor', with the
 * passkey challenge once asked for, and the first step's method), a passkey being added or signing in alone, an
 * authenticator app being set up (its secret until the first code proves it).
 */
export const factorChallenges = pgTable(
  'factor_challenges',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    purpose: text('purpose')
      .$type<'second_factor' | 'reverify' | 'passkey_register' | 'passkey_signin' | 'totp_setup'>()
      .notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    totp_secret: text('totp_secret'),
    /** 'second_factor': how the first step was taken, which the session records once the factor is proved */
    method: text('method').$type<'code' | 'sso'>(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('factor_challenges_token_unique').on(t.token_hash),
    index('factor_challenges_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * Sessions that may only add a second factor (REQUIRE_SECOND_FACTOR): the sign-in of a user
 * the setting requires one of, who has none yet. The row goes when the first factor is added.
 */
export const sessionsAwaitingFactor = pgTable('sessions_awaiting_factor', {
  session_id: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  created_at: ts('created_at').notNull().defaultNow(),
});

// API keys, the outbox and webhooks (decision 031), declared beside their modules
export * from '../api-keys/tables.js';
export * from '../events/tables.js';
