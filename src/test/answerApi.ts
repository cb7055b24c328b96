/**
 * The API as a test file answers it: `fetch` answers each request with what `answer` returns,
 * as JSON (or a `Response` as it is), so the app's own client (providers/httpClient.ts) runs
 * as in the browser, tokens, errors and toasts included. Unlike a `vi.mock` of the client, it
 * lets the file share its worker's modules (vitest.config.ts): fetch is restored after each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  /** The body sent, read back from its JSON. */
  body: unknown;
}

type Answer = (request: SentRequest) => unknown;

/** An error answer of the API: its status and Spanish message, as the server sends them. */
export const refusal = (status: number, message: string) => Response.json({ message }, { status });

export function answerApi(answer: Answer = () => []) {
  const sent: SentRequest[] = [];
  let current = answer;
  beforeEach(() => {
    sent.length = 0;
    current = answer;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request = { url: String(input), method: init.method ?? 'GET', body };
      sent.push(request);
      const answered = await current(request);
      return answered instanceof Response ? answered : Response.json(answered ?? null);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    /** The requests sent by the test so far, in order. */
    sent,
    /** Answers the test's next requests otherwise. */
    answerWith: (next: Answer) => {
      current = next;
    },
  };
}
