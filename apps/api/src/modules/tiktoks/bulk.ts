import type { TiktokBulkAction, TiktokBulkEditValues } from '@adlib/shared';
import type { Params, SetChange } from '../../lists/index.js';

/** The TikToks' bulk actions and bulk edits as set-wise changes (lists/bulk). */

type Build = (p: Params) => SetChange;

/** One column set to a value, the posts already holding it left alone. */
const setColumn =
  (field: 'industry' | 'is_ad' | 'new' | 'is_free', value: string | boolean | null): Build =>
  (p) => {
    const column = field === 'new' ? '"new"' : field; // a keyword
    const v = `${p.add(value)}::${typeof value === 'boolean' ? 'boolean' : 'text'}`;
    return {
      logged: { [field]: column },
      set: `${column} = ${v}`,
      differs: `${column} is distinct from ${v}`,
      summary: { [field]: value },
    };
  };

export const TIKTOK_BULK_CHANGES: Record<Exclude<TiktokBulkAction, 'delete'>, Build> = {
  mark_new: setColumn('new', true),
  unmark_new: setColumn('new', false),
  mark_free: setColumn('is_free', true),
  unmark_free: setColumn('is_free', false),
};

export function tiktokBulkEdit(edit: TiktokBulkEditValues): Build {
  switch (edit.field) {
    case 'industry':
      return setColumn('industry', edit.industry);
    case 'is_ad':
      return setColumn('is_ad', edit.is_ad);
    case 'new':
      return setColumn('new', edit.new);
    case 'is_free':
      return setColumn('is_free', edit.is_free);
  }
}
