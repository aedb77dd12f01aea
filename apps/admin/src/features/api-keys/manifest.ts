import { IconKey } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/** API keys for scripts and services (issue 28 §3, decision 031): super only. */
export const apiKeysArea = defineArea({
  segment: 'api-keys',
  role: 'super',
  paths: { apiKeys: '/api-keys' },
  nav: { label: 'API keys', icon: IconKey, to: '/api-keys' },
});
