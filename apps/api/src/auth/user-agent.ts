import Bowser from 'bowser';

const DEVICE: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', tv: 'TV' };

/** "Desktop" and "Chrome 131 on macOS" from a User-Agent, as the sessions list shows them. */
export function describeUserAgent(userAgent: string | null | undefined) {
  if (!userAgent) return { device: 'Unknown device', browser: 'Unknown browser' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const name = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : 'Unknown browser';
  const os = parsed.os.name ? ` on ${parsed.os.name}` : '';
  return {
    device: DEVICE[parsed.platform.type ?? ''] ?? 'Unknown device',
    browser: `${name}${os}`,
  };
}
