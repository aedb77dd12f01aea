import { IconWebhook } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/** Webhooks to the customer app (issue 28 §2, decision 031): super only. */
export const webhooksArea = defineArea({
  segment: 'webhooks',
  role: 'super',
  paths: { webhooks: '/webhooks' },
  nav: { label: 'Webhooks', icon: IconWebhook, to: '/webhooks' },
});
