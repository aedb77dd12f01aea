import type { DuplicateArea } from '@adlib/shared';
import type { TrashRestore } from '../resource/use-undo-delete';

/**
 * What the duplicates pieces (issue 26) need of an area: one module constant per area
 * (features/<area>/duplicates.ts), given to its review screen, list header, import and form.
 */
export interface DuplicatesDeclaration {
  /** the area as GET /api/duplicates/:area names it */
  area: DuplicateArea;
  /** the area's resource name (createResource): its lists and records refresh after a merge and its Undo */
  resource: string;
  /** the area's trash restore: a merge's Undo brings the merged records back through it */
  restore: TrashRestore;
  /** the review screen's address */
  review: string;
  /** a record's edit screen */
  edit: (id: number) => string;
  /** singular and plural, in a sentence: ['advertisement', 'advertisements'] */
  noun: readonly [string, string];
  /** the review screen's title: 'Advertisement duplicates' */
  title: string;
  /** the area's list: the review screen's back link */
  list: { to: string; label: string };
}
