/**
 * Files the API serves behind the session (uploads, generated downloads): fetched with the
 * token, since links carry no credentials here, then saved or shown from an object URL.
 */
import { CLIENT_ID_HEADER } from '../../domain/constants';
import { clientSettings } from '../../src/config';
import { readTokens } from '../../providers/tokens';

/** `attachment; filename*=UTF-8''Logo%20nuevo.png` → `Logo nuevo.png`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  try {
    return match ? decodeURIComponent(match[1]) : fallback;
  } catch {
    return fallback;
  }
}

export async function fetchWithSession(url: string) {
  const tokens = readTokens();
  const response = await fetch(url, {
    headers: {
      [CLIENT_ID_HEADER]: clientSettings().clientId,
      ...(tokens ? { Authorization: `${tokens.token_type} ${tokens.access_token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** Downloads `url` as the browser saves a file, named as the server says (or `fallback`). */
export async function saveFile(url: string, fallback: string) {
  const response = await fetchWithSession(url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
