-- Issue 29, decision 025: relevance order without scoring every match. search_classed(doc) is
-- the document's words each prefixed by the weight (field class) they are in: 'a.pelora',
-- 'b.fresh'. Its GIN index finds the rows having a word in one class (a brand match: 'a.fresh')
-- even when the word is common elsewhere, and its statistics (ANALYZE keeps the most common
-- elements with their frequencies) tell the engine how many rows each class of a word has, so
-- a page in relevance order walks the common classes in id order and looks the rare ones up.
CREATE OR REPLACE FUNCTION search_classed(doc tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array(
    SELECT lower(w::text) || '.' || u.lexeme FROM unnest(doc) u, unnest(u.weights) w), '{}'))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_search_classed" ON "advertisements" USING gin (search_classed(search_doc));
