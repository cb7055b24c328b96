/**
 * A lazy part whose code has already arrived (preloaded, as the login page does with home)
 * renders it in its first commit, without the spinner; one still loading shows the spinner
 * first; one that fails shows Reintentar, and a retry that succeeds shows the screen.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

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

  it('shows the spinner while a part that was not preloaded loads', async () => {
    let arrive!: (m: typeof module) => void;
    const Part = lazyPart(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    render(<Part name="dos" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => arrive(module));
    expect(await screen.findByText('pantalla dos')).toBeTruthy();
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
