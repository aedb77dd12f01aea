import { type CREATOR_BULK_ACTIONS, ugcCreatorBulkEdit } from '@adlib/shared';
import { INDUSTRIES, UGC_COUNTRIES } from '@adlib/shared/lists';
import { useMemo } from 'react';
import { SingleChoiceField } from '../../../kit/form/choice-field';
import { BULK_DELETE, type BulkActionButton } from '../../../kit/list/bulk-action-bar';
import type { BulkEditDeclaration, BulkEditField } from '../../../kit/list/bulk-edit-modal';
import { ugcCreators } from '../api';

export type CreatorBulkAction = (typeof CREATOR_BULK_ACTIONS)[number];

/** The creators list's bulk actions: Delete (the fields are set with Edit field…). */
export const CREATOR_BULK_ACTIONS_SHOWN: readonly BulkActionButton<CreatorBulkAction>[] = [BULK_DELETE];

const FIELDS: readonly BulkEditField[] = [
  {
    field: 'industry',
    label: 'Industry',
    defaults: { industry: null },
    input: (
      <SingleChoiceField
        name="industry"
        label="Industry"
        data={INDUSTRIES.map((i) => ({ value: i.value, label: i.label }))}
      />
    ),
  },
  {
    field: 'country',
    label: 'Country',
    defaults: { country: null },
    input: <SingleChoiceField name="country" label="Country" data={[...UGC_COUNTRIES]} />,
  },
];

/** The creators' "Edit field…": industry, country. */
export function useCreatorBulkEdit(): BulkEditDeclaration {
  const refresh = ugcCreators.useAfterBulk();
  return useMemo(
    () => ({ fields: FIELDS, schema: ugcCreatorBulkEdit, send: ugcCreators.bulkEdit, refresh }),
    [refresh],
  );
}
