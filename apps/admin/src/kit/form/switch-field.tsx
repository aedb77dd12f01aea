import { Checkbox, Switch } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface Props<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
}

/**
 * An on/off field bound to the record form around it, drawn as `Input`. Controlled: a Mantine
 * Switch given `register` keeps its own state and draws itself off for a record whose value is true.
 */
function OnOffField<V extends FieldValues>({
  name,
  label,
  Input,
}: Props<V> & { Input: typeof Switch | typeof Checkbox }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <Input
      label={label}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** An on/off field as a switch (Visible, Is Ad). */
export const SwitchField = <V extends FieldValues>(props: Props<V>) => (
  <OnOffField {...props} Input={Switch} />
);

/** An on/off field as a checkbox (a placement ticked or not). */
export const CheckboxField = <V extends FieldValues>(props: Props<V>) => (
  <OnOffField {...props} Input={Checkbox} />
);
