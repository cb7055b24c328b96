/**
 * Small behaviours of the shell: error reports skip the ResizeObserver notice (spec 8), and a
 * lazy part that takes longer than its time-out fails like a failed chunk (spec 8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, isIgnored } from './errorReporting';
import { withTimeout } from './lazyPart';

describe('error reporting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off without a URL', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const stop = installErrorReporting('');
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    stop();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts uncaught errors and ignores the ResizeObserver notice', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 204 }));
    const stop = installErrorReporting('https://errores.example.com.ar/report');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    stop();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('https://errores.example.com.ar/report');
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'boom' });
    expect(isIgnored('ResizeObserver loop limit exceeded')).toBe(true);
  });
});

describe('lazy parts', () => {
  it('give up after the time-out with a chunk failure', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const late = withTimeout(never, 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(late).rejects.toThrow(/Loading chunk/);
    vi.useRealTimers();
  });

  it('pass a load that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1000)).resolves.toBe('ok');
  });
});
