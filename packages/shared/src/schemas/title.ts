import { z } from 'zod';
import { requiredText, seenUpdatedAt } from './common.js';

export const titleSubtitleUpdate = z.object({
  title: requiredText(200, 'Title'),
  subtitle: z.string().trim().max(2000, 'At most 2000 characters').optional(),
  updated_at: seenUpdatedAt,
});
export type TitleSubtitleUpdate = z.input<typeof titleSubtitleUpdate>;

export interface TitleSubtitle {
  id: number;
  section: string;
  title: string;
  subtitle: string;
  created_at: string;
  updated_at: string;
}
