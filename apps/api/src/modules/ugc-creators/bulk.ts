import type { UgcCreatorBulkEditValues } from '@adlib/shared';
import type { Params, SetChange } from '../../lists/index.js';

/** The creators' bulk edits as set-wise changes (lists/bulk): industry or country. */
export function creatorBulkEdit(edit: UgcCreatorBulkEditValues) {
  const [field, value] =
    edit.field === 'industry' ? (['industry', edit.industry] as const) : (['country', edit.country] as const);
  return (p: Params): SetChange => {
    const v = `${p.add(value)}::text`;
    return {
      logged: { [field]: field },
      set: `${field} = ${v}`,
      wouldChange: `${field} is distinct from ${v}`,
      summary: { [field]: value },
    };
  };
}
