// SPEC 4: the token and the role live in two cookies on the shared domain, so the
// customer app and this panel share one sign-in.

export const TOKEN_COOKIE = 'access_token';
export const ROLE_COOKIE = 'role';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

function attributes(maxAgeSeconds: number, domain: string) {
  const parts = ['path=/', `max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'samesite=lax'];
  if (domain) parts.push(`domain=${domain}`);
  if (window.location.protocol === 'https:') parts.push('secure');
  return parts.join('; ');
}

export function writeSessionCookies(token: string, role: string, expiresInSeconds: number, domain = '') {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes(expiresInSeconds, domain)}`;
  document.cookie = `${ROLE_COOKIE}=${encodeURIComponent(role)}; ${attributes(expiresInSeconds, domain)}`;
}

export function clearSessionCookies(domain = '') {
  for (const name of [TOKEN_COOKIE, ROLE_COOKIE]) {
    document.cookie = `${name}=; ${attributes(0, domain)}`;
    // also the host-only cookie, in case the domain setting changed since sign-in
    if (domain) document.cookie = `${name}=; ${attributes(0, '')}`;
  }
}
