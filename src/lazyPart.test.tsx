/**
 * A lazy part whose code has already arrived (preloaded, as the login page does with home)
 * renders it in its first commit, without the spinner; one still loading shows the spinner
 * first and the screen in the update after its code arrives; one that fails shows Reintentar, and a retry that succeeds shows the screen.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { lazyPart } from './lazyPart';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A few turns of the event loop: React's scheduled work runs, no timer of 300 ms fires. */
const nextTasks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

afterEach(cleanup);

const Screen = ({ name }: { name: string }) => <p>pantalla {name}</p>;
const module = { default: Screen };

describe('lazyPart', () => {
  it('renders a preloaded part at once, in its first commit', async () => {
    const Part = lazyPart(() => Promise.resolve(module));
    Part.preload();
    await act(async () => undefined);
    render(<Part name="uno" />);
    // No await: the screen is there synchronously, no spinner committed before it.
    expect(screen.getByText('pantalla uno')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the spinner while a part loads, and the screen as soon as its code arrives', async () => {
    let arrive!: (m: typeof module) => void;
    const Part = lazyPart(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    render(<Part name="dos" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => arrive(module));
    // At once: a React.lazy part's content waited for React's 300 ms reveal throttle here.
    expect(screen.getByText('pantalla dos')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("does not hold an arrived screen back behind React's reveal throttle", async () => {
    // Outside act(), as in a browser: a suspended React.lazy part's content is revealed no
    // sooner than 300 ms after its spinner, on a timer; this part's comes with the next tasks.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      let arrive!: (m: typeof module) => void;
      const Part = lazyPart(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
      root.render(<Part name="cuatro" />);
      await nextTasks(5);
      expect(host.textContent).toBe('');
      expect(host.querySelector('[role=progressbar]')).not.toBeNull();
      arrive(module);
      await nextTasks(5);
      expect(host.textContent).toBe('pantalla cuatro');
    } finally {
      root.unmount();
      host.remove();
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('keeps showing a failed load as failed, then the screen once a retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValue(module);
    const Part = lazyPart(load);
    Part.preload(); // fails: nothing is kept, the part loads again when shown
    await act(async () => undefined);
    render(<Part name="tres" />);
    const retry = await screen.findByRole('button');
    fireEvent.click(retry);
    expect(await screen.findByText('pantalla tres')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
