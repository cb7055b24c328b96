/**
 * GET answers asked for before the screen that reads them has mounted. After «Ingresar» the
 * layout takes about a second to mount on a 2-core machine, and only then did the home ask for
 * its widgets and news; the login page now asks as soon as the session exists, and apiRequest
 * hands the answer to the home's own call. Each answer is kept for the session that asked
 * (its access token) and for EARLY_ANSWER_TTL_MS at most, and is handed over once.
 */
import type { ApiResponse } from './httpClient';

/** Long enough for a slow mount, short enough that nobody reads an old answer. */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface Early {
  answer: Promise<ApiResponse>;
  token: string | undefined;
  expires: number;
}

const waiting = new Map<string, Early>();

/** Keeps `answer` for the first GET of `url` by the same session. */
export function keepEarly(url: string, token: string | undefined, answer: Promise<ApiResponse>) {
  // A failure nobody takes must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  waiting.set(url, { answer, token, expires: Date.now() + EARLY_ANSWER_TTL_MS });
}

/** The answer kept for this GET of this session, once; null when there is none. */
export function takeEarly(url: string, token: string | undefined): Promise<ApiResponse> | null {
  const early = waiting.get(url);
  if (!early) return null;
  waiting.delete(url);
  return early.expires >= Date.now() && early.token === token ? early.answer : null;
}
