-- Issue 29, decision 025: relevance order without scoring every match. search_classed(doc) is
-- the document's words each prefixed by the weight (field class) they are in: 'a.pelora',
-- 'b.fresh'. Its GIN index finds the rows having a word in one class (a brand match: 'a.fresh')
-- even when the word is common elsewhere, and its statistics (ANALYZE keeps the most common
-- elements with their frequencies) tell the engine how many rows each class of a word has, so
-- a page in relevance order walks the common classes in id order and looks the rare ones up.
-- Built of C functions only (an expression PostgreSQL inlines): the first version, unnest and
-- an array subquery, cost 80 µs a row, 20 times this, on every insert of an ad.
CREATE OR REPLACE FUNCTION search_classed(doc tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    array_remove(string_to_array('a.' || array_to_string(tsvector_to_array(ts_filter(doc, '{a}')), ' a.'), ' '), 'a.') ||
    array_remove(string_to_array('b.' || array_to_string(tsvector_to_array(ts_filter(doc, '{b}')), ' b.'), ' '), 'b.') ||
    array_remove(string_to_array('c.' || array_to_string(tsvector_to_array(ts_filter(doc, '{c}')), ' c.'), ' '), 'c.') ||
    array_remove(string_to_array('d.' || array_to_string(tsvector_to_array(ts_filter(doc, '{d}')), ' d.'), ' '), 'd.'))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_search_classed" ON "advertisements" USING gin (search_classed(search_doc));
