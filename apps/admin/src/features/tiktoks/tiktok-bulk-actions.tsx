import { tiktokInput } from '@adlib/shared';
import { INDUSTRIES } from '@adlib/shared/lists';
import { IconGift, IconGiftOff, IconSparkles2, IconSparkles2Off } from '@tabler/icons-react';
import { SingleChoiceField } from '../../kit/form/choice-field';
import { SwitchField } from '../../kit/form/switch-field';
import { BULK_DELETE, type BulkActionButton } from '../../kit/list/bulk-action-bar';
import { bulkEditFields } from '../../kit/list/bulk-edit-fields';
import type { TiktokBulkAction } from './api';

/** The TikToks list's bulk buttons: the New and Is free flags either way, and Delete. */
export const TIKTOK_BULK_BUTTONS: readonly BulkActionButton<TiktokBulkAction>[] = [
  { action: 'mark_new', label: 'Mark New', icon: <IconSparkles2 size={14} />, done: 'marked new' },
  { action: 'unmark_new', label: 'Unmark New', icon: <IconSparkles2Off size={14} />, done: 'no longer new' },
  { action: 'mark_free', label: 'Mark Free', icon: <IconGift size={14} />, done: 'marked free' },
  { action: 'unmark_free', label: 'Unmark Free', icon: <IconGiftOff size={14} />, done: 'no longer free' },
  BULK_DELETE,
];

const industryOptions = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));

/** The TikToks' "Edit field…": industry, is ad, new, is free. */
export const TIKTOK_BULK_EDIT_FIELDS = bulkEditFields(tiktokInput, [
  {
    field: 'industry',
    label: 'Industry',
    input: <SingleChoiceField name="industry" label="Industry" data={industryOptions} />,
  },
  { field: 'is_ad', label: 'Is ad', input: <SwitchField name="is_ad" label="Is ad" /> },
  { field: 'new', label: 'New', input: <SwitchField name="new" label="New" /> },
  { field: 'is_free', label: 'Is free', input: <SwitchField name="is_free" label="Is free" /> },
]);
