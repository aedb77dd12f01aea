import { Image } from '@mantine/core';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * The otpauth link as a QR code for the phone's authenticator app to scan: an SVG drawn in the
 * browser by `uqr` (no network, no canvas), shown as an image so no markup is injected. The key
 * stays written beside it for whoever cannot scan (screen reader, no camera, app on this device).
 */
export function TotpQr({ uri }: { uri: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
    [uri],
  );
  return (
    <Image
      src={src}
      w={176}
      h={176}
      fit="contain"
      radius="sm"
      bg="white"
      alt="QR code of the key for your authenticator app; the same key is written out beside it"
      data-testid="totp-qr"
      style={{ imageRendering: 'pixelated', flex: 'none' }}
    />
  );
}
