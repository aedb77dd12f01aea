import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiRequestError } from '../../api/client';
import { confirmDialog } from '../../components/confirm-dialog';
import type { BulkEditBody, BulkTarget } from '../resource/resource-types';

/** One field bulk edit offers: its inputs (the form's own), and the values they start from. */
export interface BulkEditField {
  /** the field's name in the shared bulk-edit schema: 'industry' */
  field: string;
  label: string;
  /** the values the inputs start from, by name: { industry: null, subindustry: null } */
  defaults: Record<string, unknown>;
  /** the field's inputs, bound to the modal's form (kit/form: SingleChoiceField, SwitchField…) */
  input: ReactNode;
}

/** What an area gives the bar's "Edit field…" action. */
export interface BulkEditDeclaration {
  fields: readonly BulkEditField[];
  /** the shared bulk-edit schema: the client checks what the server checks */
  schema: ZodType;
  /** the resource's bulkEdit: sends the edit, or counts the rows it would change */
  send: (body: BulkEditBody, dryRun?: boolean) => Promise<{ count: number }>;
  /** after an edit went through: the lists start again (resource.useAfterBulk) */
  refresh: () => unknown;
}

type Values = Record<string, unknown>;

interface Options {
  edit: BulkEditDeclaration;
  target: BulkTarget;
  noun: readonly [string, string];
  /** over a whole filter: ask first with the server's count */
  confirmFirst: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The bulk edit's field choice, its form and the send: checked by the shared schema first,
 * asking with the server's count over a filter, a refusal put beside the input.
 */
export function useBulkEdit({ edit, target, noun, confirmFirst, onClose, onDone }: Options) {
  const [fieldName, setFieldName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = edit.fields.find((f) => f.field === fieldName);
  const form = useForm<Values>({ defaultValues: {} });
  const counted = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? noun[0] : noun[1]}`;

  const choose = (name: string | null) => {
    setFieldName(name);
    form.reset(edit.fields.find((f) => f.field === name)?.defaults ?? {});
  };
  const close = () => {
    choose(null);
    onClose();
  };

  /** The shared schema's verdict, its messages put beside the inputs (a stand-in target: only the field is checked). */
  const checked = (values: Values) => {
    const result = edit.schema.safeParse({ ids: [1], ...values, field: field?.field });
    if (result.success) return true;
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name in values) form.setError(name, { type: 'schema', message: issue.message });
    }
    return false;
  };

  const apply = form.handleSubmit(async (values) => {
    if (!field || !checked(values)) return;
    const body: BulkEditBody = { ...target, ...values, field: field.field };
    setBusy(true);
    try {
      if (confirmFirst) {
        const { count: n } = await edit.send(body, true);
        if (n === 0) {
          notifications.show({ message: `No ${noun[1]} to change: they already have this ${field.label}` });
          return;
        }
        const sure = await confirmDialog({
          title: `Edit ${field.label}`,
          text: `Set ${field.label} on ${counted(n)}?`,
          confirmLabel: 'Set',
          danger: false,
        });
        if (!sure) return;
      }
      const { count } = await edit.send(body);
      notifications.show({ color: 'green', message: `${field.label} set on ${counted(count)}` });
      await edit.refresh();
      close();
      onDone();
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : {};
      const placed = Object.entries(fields).filter(([name]) => name in values);
      for (const [name, message] of placed) form.setError(name, { type: 'server', message });
      if (!placed.length) {
        notifications.show({ color: 'red', title: 'Bulk edit failed', message: (err as Error).message });
      }
    } finally {
      setBusy(false);
    }
  });

  return { form, field, fieldName, busy, choose, close, apply };
}
