-- Issue 29 §3, decision 025 ("The words table without a pending list"): every typo looks its
-- word's neighbours up in search_words' trigram index. GIN's fast update puts new entries in a
-- pending list, flushed only by VACUUM or when it reaches gin_pending_list_limit (4 MB), and
-- every lookup reads the whole list: after a million ads' words came in, 352 pending pages
-- (20,365 entries), 369 buffers a lookup where the index itself needs 18. Words come seldom
-- and few at a time (an ad's new words), so they go straight into the index, and the list
-- left is flushed now.
ALTER INDEX "search_words_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm'::regclass);
