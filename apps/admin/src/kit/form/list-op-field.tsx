import { Input, SegmentedControl } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * Add or remove, for a bulk edit of a list-valued field (tags, collections): bound to the form
 * around it as `op`, the value the shared bulk schemas take (BULK_LIST_OPS).
 */
export function ListOpField<V extends FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <Input.Wrapper label={label} error={fieldState.error?.message}>
      <div>
        <SegmentedControl
          aria-label={label}
          value={String(field.value ?? 'add')}
          onChange={field.onChange}
          data={[
            { value: 'add', label: 'Add' },
            { value: 'remove', label: 'Remove' },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}
