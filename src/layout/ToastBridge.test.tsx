/** Alerts (realtime notifications, reminders) never hold back the confirmation of an action. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18n';
import { showSnackbar, showToast } from '../../providers/toasts';
import { ToastBridge } from './ToastBridge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBridge() {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ToastBridge />
      <Notification />
    </AdminContext>,
  );
}

const reminder = (n: number) =>
  showToast(`«Llamar a cliente ${n}» debía hacerse a las 18:00.`, {
    title: 'Tarea vencida',
    type: 'warning',
    actions: [{ label: 'Abrir', href: '/task/1' }],
  });

describe('<ToastBridge/>', () => {
  it('shows a confirmation at once while several reminders are on screen, each of them too', async () => {
    renderBridge();
    act(() => {
      reminder(1);
      reminder(2);
      reminder(3);
      showSnackbar('«Visita» pasó al 30/11/2026.');
    });
    expect(await screen.findByText('«Visita» pasó al 30/11/2026.')).toBeVisible();
    expect(screen.getAllByText('Tarea vencida')).toHaveLength(3);
    expect(screen.getByText('«Llamar a cliente 2» debía hacerse a las 18:00.')).toBeVisible();
  });

  it('lets an alert go after its time, keeps one of time 0 until it is closed, and caps the stack', async () => {
    vi.useFakeTimers();
    renderBridge();
    act(() => {
      showToast('Hay una versión nueva.', { title: 'Actualizar', dismissAfter: 0 });
      for (let n = 1; n <= 5; n++) reminder(n);
    });
    // Four at most: the oldest reminders left as newer ones came.
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(screen.queryByText('Hay una versión nueva.')).toBeNull();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    act(() => showToast('Hay una versión nueva.', { title: 'Actualizar', dismissAfter: 0 }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Hay una versión nueva.')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect(screen.queryByText('Hay una versión nueva.')).toBeNull();
  });
});
