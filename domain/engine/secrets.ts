/**
 * How a secret looks once hidden. `maskSecretText` hides what may open an account inside a
 * text: links (a reset link carries its token in the path) and long token-like strings.
 */

/** Stands in for a secret value in the audit trail and in masked answers. */
export const REDACTED = '[oculto]';
export const MASKED_LINK = '[enlace oculto]';

const LINK = /\bhttps?:\/\/\S+/gi;
/** Bare reset paths (`/password/reset/{token}`), as in rows written before links were masked. */
const RESET_PATH = /\/password\/reset\/[^\s?"'<>]+(\?\S*)?/gi;
/** bcrypt hashes and random tokens (base64url or hex, 32 characters or more). */
const BCRYPT = /\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}/g;
const TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;

export function maskSecretText(text: string): string {
  return text
    .replace(LINK, MASKED_LINK)
    .replace(RESET_PATH, MASKED_LINK)
    .replace(BCRYPT, REDACTED)
    .replace(TOKEN, REDACTED);
}
