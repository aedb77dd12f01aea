-- Issue 26: an import (and the curation feed) finds the ads whose copy is the row's, by an index.
-- ad_copy_key is a coarse form of copyKey (apps/api/src/duplicates/signals.ts): the brand, and
-- the primary text with the headline, each lower-cased with every character that is not a
-- letter or digit ([[:alnum:]] of the database's locale) taken out, hashed to keep index entries
-- small (copy may be thousands of characters). Two ads copyKey finds equal have equal keys here
-- (it only merges more: "a b" and "ab", or, in the C locale, text that differs only in non-ASCII
-- letters), so the key finds candidates and copyKey decides (duplicates/import/ads.ts). Null when
-- there is no copy, as copyKey: a brand alone is not a creative.
CREATE FUNCTION "ad_copy_key"("name" text, "primary_text" text, "headline" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT md5(lower(regexp_replace(coalesce($1, ''), '[^[:alnum:]]+', '', 'g')) || '|' ||
    nullif(lower(regexp_replace(coalesce($2, '') || ' ' || coalesce($3, ''), '[^[:alnum:]]+', '', 'g')), ''))
$$;--> statement-breakpoint
CREATE INDEX "ads_copy_key_idx" ON "advertisements" USING btree (ad_copy_key("name", "primary_text", "headline"));
