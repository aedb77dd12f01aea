import type { Collection } from '@adlib/shared';

/**
 * The form values of one row: the record as the inputs hold it. Its version is not among
 * them: the row's own instant saves (New, Bulk Insert) move it without touching the inputs.
 */
export type RowValues = {
  order: string;
  title: string;
  public: boolean;
  collection_date: string;
  tags: string[];
  roles: string[];
  active: boolean;
};

export const toRowValues = (c: Collection): RowValues => ({
  order: String(c.order),
  title: c.title,
  public: c.public,
  collection_date: c.collection_date ?? '',
  tags: c.tags,
  roles: c.roles,
  active: c.active,
});

/** The fields the API may name in a row's errors. */
export const ROW_FIELDS = ['order', 'title', 'public', 'collection_date', 'tags', 'roles', 'active'] as const;

/** The fields' names as the row's inputs say them (the merge names fields by them). */
export const ROW_LABELS: Readonly<Record<(typeof ROW_FIELDS)[number], string>> = {
  order: 'Order',
  title: 'Title',
  public: 'Public',
  collection_date: 'Collection Month',
  tags: 'Tags',
  roles: 'Roles',
  active: 'Active',
};
