import { SIGN_IN_PATH } from '../config/shell-paths';
import { getClientConfig } from './client-config';
import { clearSessionCookies } from './cookies';

let ending = false;

/**
 * A 401 means the session is gone: both cookies are cleared (also on the shared domain) and
 * the user goes to sign-in, which brings them back here afterwards. Several calls failing
 * at once redirect only once.
 */
export async function endSession() {
  if (ending) return;
  ending = true;
  const domain = await getClientConfig().then(
    (c) => c.cookie_domain,
    () => '',
  );
  clearSessionCookies(domain);
  const { pathname, search } = window.location;
  if (pathname === SIGN_IN_PATH) {
    ending = false;
    return;
  }
  window.location.assign(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`);
}
