/**
 * A draft's saves leave in order, each at the version the one before returned; one asked for
 * while none is on its way leaves at once, in the same task (a «Siguiente»'s request then goes
 * before React renders the form's submitting state). A refused save does not stop the next.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftView } from './flowApi';

const api = vi.hoisted(() => ({
  openDraft: vi.fn(),
  startDraft: vi.fn(),
  saveDraft: vi.fn(),
  completeStep: vi.fn(),
  discardDraft: vi.fn(),
}));
vi.mock('./flowApi', () => api);

import { useFlowDraft } from './useFlowDraft';

const draftAt = (version: number, step = 'vehicle') =>
  ({
    id: 'd1',
    version,
    step,
    values: {},
    done: [],
    branch_id: 4,
    action: 'new',
  }) as unknown as DraftView;

/** A request that answers when told to. */
function pendingAnswer() {
  let answer!: (draft: DraftView) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<DraftView>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

afterEach(() => vi.resetAllMocks());

describe('a draft’s saves', () => {
  it('send a step at once when nothing is on its way', async () => {
    api.startDraft.mockResolvedValue(draftAt(1));
    const { result } = renderHook(() => useFlowDraft('opportunity', 4, undefined));
    await act(() => result.current.autosave('vehicle', { plate: 'AE 512 KD' }));
    api.completeStep.mockResolvedValue(draftAt(2, 'person'));
    let moved!: Promise<unknown>;
    act(() => {
      moved = result.current.complete('vehicle', { plate: 'AE 512 KD' });
      // Synchronously: no microtask has run between the call and the request.
      expect(api.completeStep).toHaveBeenCalledTimes(1);
    });
    expect(api.completeStep.mock.calls[0][1]).toMatchObject({ version: 1 });
    await act(async () => void (await moved));
  });

  it('wait for a save on its way and send the version it returned', async () => {
    api.startDraft.mockResolvedValue(draftAt(1));
    const { result } = renderHook(() => useFlowDraft('opportunity', 4, undefined));
    await act(() => result.current.autosave('vehicle', { plate: 'AE 5' }));
    const saving = pendingAnswer();
    api.saveDraft.mockReturnValue(saving.promise);
    api.completeStep.mockResolvedValue(draftAt(3, 'person'));
    let saved!: Promise<unknown>;
    let moved!: Promise<unknown>;
    act(() => {
      saved = result.current.autosave('vehicle', { plate: 'AE 512' });
      moved = result.current.complete('vehicle', { plate: 'AE 512 KD' });
    });
    expect(api.completeStep).not.toHaveBeenCalled();
    await act(async () => {
      saving.answer(draftAt(2));
      await saved;
      await moved;
    });
    expect(api.completeStep.mock.calls[0][1]).toMatchObject({ version: 2 });
  });

  it('go on after a refused save', async () => {
    api.startDraft.mockResolvedValue(draftAt(1));
    const { result } = renderHook(() => useFlowDraft('opportunity', 4, undefined));
    await act(() => result.current.autosave('vehicle', {}));
    const saving = pendingAnswer();
    api.saveDraft.mockReturnValue(saving.promise);
    api.completeStep.mockResolvedValue(draftAt(2, 'person'));
    let saved!: Promise<unknown>;
    let moved!: Promise<unknown>;
    act(() => {
      saved = result.current.autosave('vehicle', { plate: 'x' });
      moved = result.current.complete('vehicle', { plate: 'AE 512 KD' });
    });
    await act(async () => {
      saving.refuse(new Error('sin conexión'));
      await expect(saved).rejects.toThrow('sin conexión');
      await moved;
    });
    expect(api.completeStep.mock.calls[0][1]).toMatchObject({ version: 1 });
    // Nothing on its way again: the next save leaves at once.
    api.saveDraft.mockResolvedValue(draftAt(3));
    act(() => void result.current.autosave('person', {}));
    expect(api.saveDraft).toHaveBeenCalledTimes(2);
  });
});
