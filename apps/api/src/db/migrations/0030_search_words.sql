-- Issue 29, decision 025: the words of every search_doc, once each. A typo'd word's candidates
-- are found in this small table (its trigram index, then levenshtein), and the rows through
-- search_doc's GIN index with those words: no scan of the rows whose text merely looks alike.
-- Words are only added (by the triggers below); a word no row has any more finds no row.
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a typo is taken in words of 5 letters or more, so a word it finds has 4 or more
  INSERT INTO search_words (word)
    SELECT DISTINCT u.lexeme FROM new_rows r, unnest(r.search_doc) u WHERE length(u.lexeme) >= 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an update adds the words of the rows whose search_doc changed only: a bulk Visible toggle of
-- 100,000 ads compares their documents, it does not take them apart
CREATE OR REPLACE FUNCTION search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT u.lexeme FROM new_rows r JOIN old_rows o ON o.id = r.id, unnest(r.search_doc) u
    WHERE r.search_doc IS DISTINCT FROM o.search_doc AND length(u.lexeme) >= 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['advertisements', 'tiktoks', 'ugc_creators', 'users', 'articles'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add()', t || '_search_words_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed()', t || '_search_words_update', t);
    EXECUTE format('INSERT INTO search_words (word) SELECT DISTINCT u.lexeme FROM %I r, unnest(r.search_doc) u WHERE length(u.lexeme) >= 4 ON CONFLICT DO NOTHING', t);
  END LOOP;
END $$;
--> statement-breakpoint
ANALYZE search_words;
