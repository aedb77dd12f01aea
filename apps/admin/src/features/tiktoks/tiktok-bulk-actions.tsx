import { IconGift, IconGiftOff, IconSparkles2, IconSparkles2Off } from '@tabler/icons-react';
import { BULK_DELETE, type BulkActionButton } from '../../kit/list/bulk-action-bar';
import type { TiktokBulkAction } from './api';

/** The TikToks list's bulk actions: the New and Is free flags either way, and Delete. */
export const TIKTOK_BULK_ACTIONS: readonly BulkActionButton<TiktokBulkAction>[] = [
  { action: 'mark_new', label: 'Mark New', icon: <IconSparkles2 size={14} />, done: 'marked new' },
  { action: 'unmark_new', label: 'Unmark New', icon: <IconSparkles2Off size={14} />, done: 'no longer new' },
  { action: 'mark_free', label: 'Mark Free', icon: <IconGift size={14} />, done: 'marked free' },
  { action: 'unmark_free', label: 'Unmark Free', icon: <IconGiftOff size={14} />, done: 'no longer free' },
  BULK_DELETE,
];
