import type { PasskeyAssertion, PasskeyRegistration } from '@adlib/shared';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's WebAuthn calls through SimpleWebAuthn, loaded only when a passkey is used so
 * that the sign-in screen's first download stays small (decision 004). The options come from
 * the server, which made them with SimpleWebAuthn's own generator (decision 026): the shared
 * contract carries them as a plain object, hence the casts to the library's option types.
 */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyRegistration> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const answer = await startRegistration({ optionsJSON });
  return {
    ...answer,
    clientExtensionResults: { ...answer.clientExtensionResults },
    response: { ...answer.response, transports: knownTransports(answer.response.transports) },
  };
}

export async function provePasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const answer = await startAuthentication({ optionsJSON });
  return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
}

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const knownTransports = (list: string[] | undefined) =>
  list?.filter((t): t is Transport => (TRANSPORTS as readonly string[]).includes(t));

/** A person who closes the browser's passkey prompt has changed their mind: no error to show. */
export const isPasskeyCancelled = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
