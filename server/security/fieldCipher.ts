/**
 * The cipher of sealed fields (domain/engine/sealedValues.ts): AES-256-GCM under the key from
 * configuration, a fresh 12-byte nonce per value, its place (flow, record, field) as associated
 * data, the tag checked on opening (a value altered at rest, or copied to another record, opens
 * as nothing, never as other digits). Where the key comes from:
 * - `FIELD_ENCRYPTION_KEY`: 32 bytes, base64 or hex. Required with PostgreSQL: every instance,
 *   and the same one after a restart, must open what another sealed.
 * - else, with the embedded SQLite file, a key file beside the database (`app.db.field-key`,
 *   readable by its owner only), made on first start: `npm start` needs no set-up, and a copy
 *   of the database alone does not open its cards.
 * - else, with an in-memory SQLite database (tests), a key for this process only.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SEALED_PREFIX, type Sealer } from '../../domain/engine/sealedValues';
import { sqlitePath } from '../db/database';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export function sealerOf(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES) throw new Error(`The field key must have ${KEY_BYTES} bytes`);
  return {
    seal(plain, bound) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      // Bound to its place: authenticated, so it opens nowhere else.
      cipher.setAAD(Buffer.from(bound, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return SEALED_PREFIX + parts.join('.');
    },
    open(sealed, bound) {
      const [nonce, tag, body] = sealed.slice(SEALED_PREFIX.length).split('.');
      if (!sealed.startsWith(SEALED_PREFIX) || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        decipher.setAAD(Buffer.from(bound, 'utf8'));
        const plain = decipher.update(Buffer.from(body, 'base64url'));
        return Buffer.concat([plain, decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The configured key: 32 bytes written as base64 or as 64 hex digits. */
export function parseFieldKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes, written as base64 or 64 hex digits');
  return key;
}

/** The SQLite file a database address names, or null (memory, PostgreSQL). */
function sqliteFileOf(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const path = sqlitePath(databaseUrl);
  return path === '' || path.includes(':memory:') ? null : path;
}

export const fieldKeyMessages = {
  required:
    'Set FIELD_ENCRYPTION_KEY (32 bytes, base64 or 64 hex digits): with PostgreSQL every instance must seal card numbers with the same key',
} as const;

/** The sealer for this configuration (see the file's comment for where its key comes from). */
export function fieldSealer(config: { fieldEncryptionKey: string; databaseUrl: string }): Sealer {
  if (config.fieldEncryptionKey) return sealerOf(parseFieldKey(config.fieldEncryptionKey));
  if (!config.databaseUrl.startsWith('sqlite:')) throw new Error(fieldKeyMessages.required);
  const file = sqliteFileOf(config.databaseUrl);
  if (!file) return sealerOf(randomBytes(KEY_BYTES));
  const keyFile = `${file}.field-key`;
  if (!existsSync(keyFile)) {
    try {
      // `wx`: two first starts at once keep the first key written, never replace it.
      writeFileSync(keyFile, randomBytes(KEY_BYTES).toString('base64'), {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return sealerOf(parseFieldKey(readFileSync(keyFile, 'utf8')));
}
