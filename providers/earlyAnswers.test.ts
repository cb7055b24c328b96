/** An early answer is handed over once, to the session that asked, and not after its time. */
import { afterEach, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_TTL_MS, keepEarly, takeEarly } from './earlyAnswers';
import type { ApiResponse } from './httpClient';

const answer = () => Promise.resolve({ status: 200 } as ApiResponse);

afterEach(() => vi.useRealTimers());

it('hands the answer once, to the same session only', () => {
  keepEarly('/api/v1/home/news', 'token-a', answer());
  expect(takeEarly('/api/v1/home/news', 'token-b')).toBeNull();
  keepEarly('/api/v1/home/news', 'token-a', answer());
  expect(takeEarly('/api/v1/home/news', 'token-a')).not.toBeNull();
  expect(takeEarly('/api/v1/home/news', 'token-a')).toBeNull();
});

it('drops an answer nobody took within its time', () => {
  vi.useFakeTimers();
  keepEarly('/api/v1/user/component', 'token-a', answer());
  vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
  expect(takeEarly('/api/v1/user/component', 'token-a')).toBeNull();
});
