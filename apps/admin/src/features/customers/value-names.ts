import { SUBSCRIPTION_STATUS_LABELS } from '@adlib/shared';
import type { ValueNames } from '../../kit/history/restore-preview';

/** How a customer's stored values are named in its activity and History: 'trialing' → 'Trialing'. */
export const CUSTOMER_VALUE_NAMES: ValueNames = { subscription_status: SUBSCRIPTION_STATUS_LABELS };
