import { z } from 'zod';
import { requiredText, seenUpdatedAt } from './common.js';

export const articleInput = z.object({
  title: requiredText(300, 'Title'),
  content: z.string().max(200_000).default(''),
  updated_at: seenUpdatedAt,
});
export const articleVisibility = z.object({ is_visible: z.boolean() });
export const categoryInput = z.object({
  title: requiredText(100, 'Title'),
  order: z.coerce.number().int().default(1),
});

/** SPEC 4: the slug is the title with spaces replaced by hyphens. */
export const slugOf = (title: string) => title.trim().replace(/\s+/g, '-');

/** SPEC 4: the description is the text of the content's first paragraph. */
export function descriptionOf(content: string): string {
  const firstParagraph = content.match(/<p[^>]*>([\s\S]*?)<\/p>/i)?.[1] ?? content.split(/\n\s*\n/)[0] ?? '';
  return firstParagraph.replace(/<[^>]+>/g, '').trim();
}
