import { createHmac, randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the same on every retry),
 * `webhook-timestamp` (seconds, now: receivers refuse old ones) and `webhook-signature`
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's decoded bytes.
 */
export function signedHeaders(secret: string, messageId: string, body: string, now = new Date()) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
