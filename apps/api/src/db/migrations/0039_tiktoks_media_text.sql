-- Issue 29 §1, decision 025: a TikTok is found by the words on its video, as an ad by those on
-- its creative. media_text is the video's on-screen text (its media row's ocr_text, lower-cased),
-- searched as a substring (its trigram index) and as words of weight D in search_doc.
ALTER TABLE "tiktoks" ADD COLUMN "media_text" text;--> statement-breakpoint
CREATE INDEX "tiktoks_media_text_trgm" ON "tiktoks" USING gin ("media_text" gin_trgm_ops);--> statement-breakpoint
-- PostgreSQL cannot change a generated column's expression: search_doc is dropped and added
-- again with media_text (search-fields.ts SEARCH.tiktoks; a test checks they agree)
DROP INDEX IF EXISTS "tiktoks_search_doc_gin";--> statement-breakpoint
ALTER TABLE "tiktoks" DROP COLUMN "search_doc";--> statement-breakpoint
ALTER TABLE "tiktoks" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(username, '')), '[@._+-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(description, '')), '[@._+-]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(music_title, '')), '[@._+-]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(media_text, '')), '[@._+-]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "tiktoks_search_doc_gin" ON "tiktoks" USING gin ("search_doc");--> statement-breakpoint
-- Every write of download_link (the form, the generic import, an upload, a merge, History and
-- trash restores) takes the text of the video it now names, or null: one lookup by the media
-- row's unique URL. The media job writes it again when the video's text is read later
-- (media-jobs/record-effects.ts), an update of media_text alone that does not fire this.
CREATE OR REPLACE FUNCTION tiktoks_media_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.media_text := (SELECT lower(m.ocr_text) FROM media m WHERE m.source_url = NEW.download_link);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tiktoks_media_text" BEFORE INSERT OR UPDATE OF "download_link" ON "tiktoks"
  FOR EACH ROW EXECUTE FUNCTION tiktoks_media_text();--> statement-breakpoint
-- the videos read before this migration (the update's statement trigger adds their words to
-- search_words, migration 0030)
UPDATE "tiktoks" t SET "media_text" = lower(m.ocr_text) FROM "media" m
  WHERE m.source_url = t.download_link AND m.ocr_text IS NOT NULL;
