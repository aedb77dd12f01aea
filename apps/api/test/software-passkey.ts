import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey held in memory, answering as a browser's authenticator does (WebAuthn level 2,
 * ES256, attestation "none"), so API tests can add a passkey and sign in with it without a
 * browser. The server checks it with SimpleWebAuthn like any other: nothing here is trusted by
 * the code under test. Chromium's virtual authenticator does the same in the e2e test.
 */
export function softwarePasskey(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = credentialId.toString('base64url');
  let counter = 0;
  let userHandle = '';

  const rpIdHash = createHash('sha256').update(rpId).digest();
  /** flags: user present (0x01), user verified (0x04), and attested credential data (0x40) */
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** navigator.credentials.create() for these options, as SimpleWebAuthn's browser part sends it */
    create(options: Record<string, unknown>) {
      const challenge = String(options.challenge);
      userHandle = String((options.user as { id: string }).id);
      // COSE_Key: kty EC2 (1: 2), alg ES256 (3: -7), crv P-256 (-1: 1), x (-2), y (-3)
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, number> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, number>()],
          ['authData', authData(0x45, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', challenge).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal' as const],
        },
      };
    },
    /** navigator.credentials.get() for these options: signed with the passkey's private key */
    get(options: Record<string, unknown>) {
      const data = authData(0x05);
      const client = clientData('webauthn.get', String(options.challenge));
      const signed = Buffer.concat([data, createHash('sha256').update(client).digest()]);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          // ECDSA with SHA-256, DER-encoded, as authenticators sign
          signature: sign('sha256', signed, privateKey).toString('base64url'),
          userHandle,
        },
      };
    },
  };
}
