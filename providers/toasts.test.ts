/** Toast and snackbar defaults are the spec's constants (sections 3 and 9). */
import { describe, expect, it } from 'vitest';
import { onToast, showSnackbar, showToast, snackbarOf, toastOf, type Toast } from './toasts';

describe('toasts', () => {
  it('default to an info toast at the top right for 5000 ms', () => {
    expect(toastOf('Guardado')).toEqual({
      text: 'Guardado',
      type: 'info',
      actions: [],
      position: 'ne',
      dismissAfter: 5000,
    });
  });

  it('keep a title, icon, actions and position given', () => {
    const action = { label: 'Ver', href: '/notifications' };
    expect(
      toastOf('x', { title: 'T', icon: 'mail', actions: [action], position: 'sw' }),
    ).toMatchObject({ title: 'T', icon: 'mail', actions: [action], position: 'sw' });
  });

  it('make snackbars of 3000 ms, centered at the bottom, 20 px off the edge, gone 300 ms after closing', () => {
    expect(snackbarOf('Copiado')).toMatchObject({
      text: 'Copiado',
      type: 'info',
      position: 's',
      dismissAfter: 3000,
      showClose: false,
      offset: 20,
      removeAfter: 300,
    });
    expect(snackbarOf('x', { center: false, duration: 1000, showClose: true })).toMatchObject({
      position: 'se',
      dismissAfter: 1000,
      showClose: true,
    });
  });

  it('reach every listener until it unsubscribes', () => {
    const seen: Toast[] = [];
    const stop = onToast((toast) => seen.push(toast));
    showToast('uno', { type: 'success' });
    showSnackbar('dos');
    stop();
    showToast('tres');
    expect(seen.map((t) => [t.text, t.type])).toEqual([
      ['uno', 'success'],
      ['dos', 'info'],
    ]);
  });
});
