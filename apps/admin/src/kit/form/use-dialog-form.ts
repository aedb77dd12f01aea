import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/client';

/**
 * A small form in a dialog (a webhook endpoint, an API key): react-hook-form with the shared
 * schema, as the record form is, without a record screen's routes, versions or unsaved-changes
 * guard. The 400's field messages land beside their fields and what was typed stays; a message
 * naming no field is `formError`, for the dialog to show above its buttons.
 */
export function useDialogForm<Values extends FieldValues, Output>(opts: {
  schema: z.ZodType<Output, Values> & { shape: Record<string, unknown> };
  defaultValues: Values;
  save: (values: Output) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(opts.schema),
    defaultValues: opts.defaultValues as DefaultValues<Values>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await opts.save(values);
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      // `event_types.2` is told beside `event_types`: a list's field shows one message
      const fields = Object.keys(opts.schema.shape);
      let placed = false;
      for (const [key, message] of Object.entries(err.fields)) {
        const field = key.split('.')[0] ?? key;
        if (!fields.includes(field) || form.getFieldState(field as Path<Values>).error) continue;
        form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setFormError(err.message);
    }
  });
  return { form, onSubmit, formError, saving: form.formState.isSubmitting };
}

/** The first message of a field, or of one of its items (`event_types.2`), as the box shows one. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const item of Object.values(error)) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return undefined;
}
