import { type ArticleRecord, descriptionOf, slugOf } from '@adlib/shared';

/** What the article form holds: the shared input, categories as the select's string ids. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  description: string;
  content: string;
  category_ids: string[];
  updated_at?: string;
}

/**
 * Whether the slug still follows the title: on a new article until typed by hand; on a
 * stored one only while hidden and still equal to its title's (a shown article's address
 * may be linked from elsewhere).
 */
export const slugFollowsTitle = (a?: ArticleRecord) => !a || (!a.is_visible && a.slug === slugOf(a.title));

/** Whether the description still follows the first paragraph (until typed by hand). */
export const descriptionFollowsContent = (a?: ArticleRecord) =>
  !a || a.description === descriptionOf(a.content);
