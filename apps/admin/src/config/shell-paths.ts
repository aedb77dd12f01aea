// The shell's own screens. Apart from the area paths (config/paths.ts, built from the area
// manifests) so that the transport's sign-in redirect does not depend on every area.
export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/signin';
/** where the signed-in user's sessions were listed: now redirects to the Security page (decision 027) */
export const ACCOUNT_SESSIONS_PATH = '/account/sessions';
/** where the OpenID Connect provider sends the browser back (the API's redirect_uri) */
export const SSO_CALLBACK_PATH = '/signin/sso';
