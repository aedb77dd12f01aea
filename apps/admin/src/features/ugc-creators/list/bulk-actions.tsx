import { type CREATOR_BULK_ACTIONS, ugcCreatorBulkEdit, ugcCreatorInput } from '@adlib/shared';
import { INDUSTRIES, UGC_COUNTRIES } from '@adlib/shared/lists';
import { SingleChoiceField } from '../../../kit/form/choice-field';
import { BULK_DELETE, type BulkActionButton } from '../../../kit/list/bulk-action-bar';
import { bulkEditFields } from '../../../kit/list/bulk-edit-fields';

type CreatorBulkAction = (typeof CREATOR_BULK_ACTIONS)[number];

/** The creators list's bulk buttons: Delete (the fields are set with Edit field…). */
export const CREATOR_BULK_BUTTONS: { buttons: readonly BulkActionButton<CreatorBulkAction>[] } = {
  buttons: [BULK_DELETE],
};

/** The creators' "Edit field…": industry, country. */
export const CREATOR_BULK_EDIT_FIELDS = {
  schema: ugcCreatorBulkEdit,
  fields: bulkEditFields(ugcCreatorInput, [
    {
      field: 'industry',
      label: 'Industry',
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
      input: <SingleChoiceField name="country" label="Country" data={[...UGC_COUNTRIES]} />,
    },
  ]),
};
