import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A 32-byte key for one purpose, derived from the server secret with HKDF-SHA256 and a purpose label. */
export const deriveKey = (serverSecret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'hoogo-secret-box', purpose, 32));

/**
 * Encrypts small secrets at rest (ticketing API tokens) with AES-256-GCM. The key is derived from the
 * server secret with HKDF-SHA256 and a purpose label, so it differs from the JWT signing key and from
 * any other purpose. A stored value is `v1.<iv>.<tag>.<ciphertext>` (base64url); changing the server
 * secret makes stored values unreadable (the organiser then saves the token again).
 */
export function createSecretBox(serverSecret: string, purpose: string) {
  const key = deriveKey(serverSecret, purpose);
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join(
        '.',
      );
    },
    /** The plaintext, or null when the value was not sealed with this key (or was tampered with). */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
