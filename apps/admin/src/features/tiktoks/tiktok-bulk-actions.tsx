import { tiktokBulkEdit } from '@adlib/shared';
import { INDUSTRIES } from '@adlib/shared/lists';
import { IconGift, IconGiftOff, IconSparkles2, IconSparkles2Off } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SingleChoiceField } from '../../kit/form/choice-field';
import { SwitchField } from '../../kit/form/switch-field';
import { BULK_DELETE, type BulkActionButton } from '../../kit/list/bulk-action-bar';
import type { BulkEditDeclaration, BulkEditField } from '../../kit/list/bulk-edit-modal';
import { type TiktokBulkAction, tiktoks } from './api';

/** The TikToks list's bulk actions: the New and Is free flags either way, and Delete. */
export const TIKTOK_BULK_ACTIONS: readonly BulkActionButton<TiktokBulkAction>[] = [
  { action: 'mark_new', label: 'Mark New', icon: <IconSparkles2 size={14} />, done: 'marked new' },
  { action: 'unmark_new', label: 'Unmark New', icon: <IconSparkles2Off size={14} />, done: 'no longer new' },
  { action: 'mark_free', label: 'Mark Free', icon: <IconGift size={14} />, done: 'marked free' },
  { action: 'unmark_free', label: 'Unmark Free', icon: <IconGiftOff size={14} />, done: 'no longer free' },
  BULK_DELETE,
];

const industryOptions = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));

const FIELDS: readonly BulkEditField[] = [
  {
    field: 'industry',
    label: 'Industry',
    defaults: { industry: null },
    input: <SingleChoiceField name="industry" label="Industry" data={industryOptions} />,
  },
  {
    field: 'is_ad',
    label: 'Is ad',
    defaults: { is_ad: true },
    input: <SwitchField name="is_ad" label="Is ad" />,
  },
  { field: 'new', label: 'New', defaults: { new: true }, input: <SwitchField name="new" label="New" /> },
  {
    field: 'is_free',
    label: 'Is free',
    defaults: { is_free: true },
    input: <SwitchField name="is_free" label="Is free" />,
  },
];

/** The TikToks' "Edit field…": industry, is ad, new, is free. */
export function useTiktokBulkEdit(): BulkEditDeclaration {
  const refresh = tiktoks.useAfterBulk();
  return useMemo(
    () => ({ fields: FIELDS, schema: tiktokBulkEdit, send: tiktoks.bulkEdit, refresh }),
    [refresh],
  );
}
