import { z } from 'zod';
import { ROLE_NAMES } from '../lists.js';
import { monthSchema, seenUpdatedAt } from './common.js';

export const collectionInput = z.object({
  order: z.coerce.number({ error: 'Order must be a number' }).int('Order must be a whole number'),
  title: z.string().trim().max(200, 'At most 200 characters').default(''),
  public: z.boolean().default(false),
  is_new: z.boolean().default(false),
  collection_date: z
    .union([z.literal(''), monthSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  roles: z.array(z.enum(ROLE_NAMES)).default([]),
  active: z.boolean().default(true),
  updated_at: seenUpdatedAt,
});
export type CollectionInput = z.input<typeof collectionInput>;

export interface Collection {
  id: number;
  order: number;
  title: string;
  public: boolean;
  is_new: boolean;
  collection_date: string | null;
  tags: string[];
  roles: string[];
  active: boolean;
  bulked: boolean;
  advertisements: { id: number }[];
  created_at: string;
  updated_at: string;
}
