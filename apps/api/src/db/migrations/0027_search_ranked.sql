CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.3', current_database()); END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_join(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(name, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(headline, '')), '[@._+-]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(primary_text, '')), '[@._+-]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(description, '')), '[@._+-]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(search_join(tags), '')), '[@._+-]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(analysis, '')), '[@._+-]+', ' ', 'g')), 'D') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(media_text, '')), '[@._+-]+', ' ', 'g')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "advertisements_search_doc_gin" ON "advertisements" USING gin ("search_doc");
--> statement-breakpoint
ALTER TABLE "tiktoks" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(username, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(description, '')), '[@._+-]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(music_title, '')), '[@._+-]+', ' ', 'g')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "tiktoks_search_doc_gin" ON "tiktoks" USING gin ("search_doc");
--> statement-breakpoint
ALTER TABLE "ugc_creators" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(name, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(email, '')), '[@._+-]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(niche, '')), '[@._+-]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(city, '')), '[@._+-]+', ' ', 'g')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "ugc_creators_search_doc_gin" ON "ugc_creators" USING gin ("search_doc");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(first_name || ' ' || last_name, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(email, '')), '[@._+-]+', ' ', 'g')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_doc_gin" ON "users" USING gin ("search_doc");
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(title, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(regexp_replace(regexp_replace(content, '</?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|figure|figcaption|section|article)([\s/][^>]*)?>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'), chr(160), ' '), '\s+', ' ', 'g')), '')), '[@._+-]+', ' ', 'g')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_doc_gin" ON "articles" USING gin ("search_doc");
