import { defineArea } from '../../kit/area/area-manifest';

/**
 * Each staff user's own second factors (issue 30 §1, decision 026): passkeys and authenticator
 * apps. No sidebar entry, so the sidebar stays SPEC's; the home page links here, the command
 * palette offers it, and a user who must add a factor is sent here.
 */
export const securityArea = defineArea({
  segment: 'security',
  role: 'admin',
  paths: { security: '/security' },
  palette: { actions: [{ label: 'Security: passkeys and authenticator apps', path: 'security' }] },
});
