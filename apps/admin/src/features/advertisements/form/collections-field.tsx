import type { AdvertisementInput } from '@adlib/shared';
import { useController, useFormContext } from 'react-hook-form';
import { ChoiceSelect } from '../../../components/choice-select';
import { useCollectionOptions } from '../api';

/** The Collections multi-select, by title; the form keeps the collection ids. */
export function CollectionsField() {
  const { control } = useFormContext<AdvertisementInput>();
  const { field, fieldState } = useController({ control, name: 'collections' });
  const options = useCollectionOptions();
  const value = (field.value ?? []).map(String);
  // An id the options do not list (not loaded, or a collection since deleted) stays visible.
  const known = new Set(options.data?.map((o) => o.value));
  const data = [
    ...(options.data ?? []),
    ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: `Collection ${v}` })),
  ];
  return (
    <ChoiceSelect
      multiple
      label="Collections"
      placeholder={value.length ? undefined : 'Choose collections'}
      searchable
      data={data}
      value={value}
      onChange={(v) => field.onChange(v.map(Number))}
      onBlur={field.onBlur}
      error={
        fieldState.error?.message ?? (options.isError ? 'The collections could not be loaded.' : undefined)
      }
      nothingFoundMessage={options.isPending ? 'Loading…' : 'No collection found'}
    />
  );
}
