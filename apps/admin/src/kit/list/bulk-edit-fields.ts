import type { ReactNode } from 'react';
import type { z } from 'zod';
import { blankValue } from '../form/schema-form-values';
import type { BulkEditField } from './bulk-edit-modal';

/** One field "Edit field…" offers, declared once: its values' start comes from the schema. */
export interface BulkEditFieldDeclaration {
  /** the field's name in the shared bulk-edit schema: 'industry' */
  field: string;
  label: string;
  /** the field's inputs (kit/form: SingleChoiceField, SwitchField…), bound to the modal's form */
  input: ReactNode;
  /** the form fields the inputs fill, when not just `field` (industry and subindustry) */
  names?: readonly string[];
}

/**
 * The modal's fields, each starting from the record input schema's blank value, except a
 * switch, which starts on: setting a flag on many rows is why one opens the modal.
 */
export function bulkEditFields(
  input: z.ZodType,
  declared: readonly BulkEditFieldDeclaration[],
): BulkEditField[] {
  const shape = (input as z.ZodType & { shape?: Readonly<Record<string, z.ZodType>> }).shape ?? {};
  return declared.map((d) => {
    const defaults: Record<string, unknown> = {};
    for (const name of d.names ?? [d.field]) {
      const schema = shape[name];
      const blank = schema ? blankValue(schema) : null;
      defaults[name] = blank === false ? true : blank;
    }
    return { field: d.field, label: d.label, input: d.input, defaults };
  });
}
