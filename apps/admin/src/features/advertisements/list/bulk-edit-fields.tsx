import { AD_FORMATS, AD_TYPES, OBJECTIVES } from '@adlib/shared/lists';
import { useController, useFormContext } from 'react-hook-form';
import { ChoiceSelect } from '../../../components/choice-select';
import { MultipleChoiceField, SingleChoiceField } from '../../../kit/form/choice-field';
import { ListOpField } from '../../../kit/form/list-op-field';
import { SwitchField } from '../../../kit/form/switch-field';
import { TextField } from '../../../kit/form/text-field';
import type { BulkEditField } from '../../../kit/list/bulk-edit-modal';
import { useCollectionOptions } from '../api';
import { IndustryFields } from '../form/industry-fields';

/** One collection, by title (the bulk edit adds or removes one at a time). */
function CollectionInput() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'collections' });
  const options = useCollectionOptions();
  return (
    <ChoiceSelect
      label="Collection"
      placeholder="Choose a collection"
      searchable
      data={options.data ?? []}
      value={field.value ? String(field.value) : null}
      onChange={(v) => field.onChange(v ? Number(v) : null)}
      error={fieldState.error?.message}
      nothingFoundMessage={options.isPending ? 'Loading…' : 'No collection found'}
    />
  );
}

/** The ads' "Edit field…": industry with subindustry, type, objective, format, tags, collections, visible. */
export const AD_BULK_EDIT_FIELDS: readonly BulkEditField[] = [
  {
    field: 'industry',
    label: 'Industry',
    defaults: { industry: null, subindustry: null },
    input: <IndustryFields />,
  },
  {
    field: 'type',
    label: 'Type',
    defaults: { type: [] },
    input: <MultipleChoiceField name="type" label="Type" data={[...AD_TYPES]} />,
  },
  {
    field: 'objective',
    label: 'Objective',
    defaults: { objective: [] },
    input: <MultipleChoiceField name="objective" label="Objective" data={[...OBJECTIVES]} />,
  },
  {
    field: 'format',
    label: 'Format',
    defaults: { format: null },
    input: <SingleChoiceField name="format" label="Format" data={[...AD_FORMATS]} />,
  },
  {
    field: 'tags',
    label: 'Tags',
    defaults: { op: 'add', tags: '' },
    input: (
      <>
        <ListOpField name="op" label="Tags" />
        <TextField name="tags" label="Tag" />
      </>
    ),
  },
  {
    field: 'collections',
    label: 'Collections',
    defaults: { op: 'add', collections: null },
    input: (
      <>
        <ListOpField name="op" label="Collections" />
        <CollectionInput />
      </>
    ),
  },
  {
    field: 'visible',
    label: 'Visible',
    defaults: { visible: true },
    input: <SwitchField name="visible" label="Visible" />,
  },
];
