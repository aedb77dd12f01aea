import { IconShieldLock } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/** Each staff user's own second factors (issue 30 §1, decision 026): passkeys and authenticator apps. */
export const securityArea = defineArea({
  segment: 'security',
  role: 'admin',
  paths: { security: '/security' },
  nav: { label: 'Security', icon: IconShieldLock, to: '/security' },
});
