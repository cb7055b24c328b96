/**
 * The cipher of sealed fields (domain/engine/sealedValues.ts): AES-256-GCM under the key from
 * configuration, a fresh 12-byte nonce per value, the tag checked on opening (a value altered at
 * rest opens as nothing, never as other digits). Where the key comes from:
 * - `FIELD_ENCRYPTION_KEY`: 32 bytes, base64 or hex. Required with PostgreSQL in production,
 *   where several instances must share it.
 * - else, with the embedded SQLite file, a key file beside the database (`app.db.field-key`,
 *   readable by its owner only), made on first start: `npm start` needs no set-up, and a copy
 *   of the database alone does not open its cards.
 * - else (an in-memory database, tests): a key for this process only.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SEALED_PREFIX, type Sealer } from '../../domain/engine/sealedValues';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export function sealerOf(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES) throw new Error(`The field key must have ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return SEALED_PREFIX + parts.join('.');
    },
    open(sealed) {
      const [nonce, tag, body] = sealed.slice(SEALED_PREFIX.length).split('.');
      if (!sealed.startsWith(SEALED_PREFIX) || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
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
  const path = databaseUrl.slice('sqlite:'.length);
  return path === '' || path.includes(':memory:') ? null : path;
}

/** The sealer for this configuration (see the file's comment for where its key comes from). */
export function fieldSealer(config: {
  fieldEncryptionKey: string;
  databaseUrl: string;
  production: boolean;
}): Sealer {
  if (config.fieldEncryptionKey) return sealerOf(parseFieldKey(config.fieldEncryptionKey));
  const file = sqliteFileOf(config.databaseUrl);
  if (file) {
    const keyFile = `${file}.field-key`;
    if (!existsSync(keyFile))
      writeFileSync(keyFile, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
    return sealerOf(parseFieldKey(readFileSync(keyFile, 'utf8')));
  }
  if (config.production)
    throw new Error('Set FIELD_ENCRYPTION_KEY: the card numbers are sealed with it');
  return sealerOf(randomBytes(KEY_BYTES));
}
