import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { boundedText, requiredText, seenUpdatedAt } from './common.js';

export const titleSubtitleUpdate = z.object({
  title: requiredText(200, 'Title'),
  subtitle: boundedText(2000).optional(),
  updated_at: seenUpdatedAt,
});
export type TitleSubtitleUpdate = z.input<typeof titleSubtitleUpdate>;

export const titleSubtitle = z.object({
  id: z.number().int(),
  section: z.string(),
  title: z.string(),
  subtitle: z.string(),
  created_at: sentTime,
  updated_at: sentTime,
});
export type TitleSubtitle = Sent<z.output<typeof titleSubtitle>>;
