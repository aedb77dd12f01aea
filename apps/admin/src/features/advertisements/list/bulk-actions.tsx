import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { BULK_DELETE, type BulkActionButton } from '../../../kit/list/bulk-action-bar';
import type { BulkAction } from '../api';

const HIDE: BulkActionButton<BulkAction> = {
  action: 'hide',
  label: 'Hide',
  icon: <IconEyeOff size={14} />,
  done: 'hidden',
};
const SHOW: BulkActionButton<BulkAction> = {
  action: 'show',
  label: 'Show',
  icon: <IconEye size={14} />,
  done: 'shown',
};

/** Only the action that changes something is offered: no "Show" on the visible list. */
export const adBulkActions = (visibleList: boolean) => [visibleList ? HIDE : SHOW, BULK_DELETE];
