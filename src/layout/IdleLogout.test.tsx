/**
 * The automatic logout after 30 minutes without activity: only the person's own input restarts
 * the period; a navigation the page makes by itself (a redirect after a late answer, a wizard
 * correcting its address) does not.
 */
import { useEffect } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleLogout, readLogoutReason } from './IdleLogout';

const MINUTE = 60_000;
/** The page's own navigation (no input of the person's), as a redirect after an answer makes. */
const router: { go: NavigateFunction } = { go: () => undefined };

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  return null;
}

function renderWatch() {
  const logout = vi.fn(async () => false as const);
  const auth: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  render(
    <MemoryRouter initialEntries={['/home']}>
      <AdminContext authProvider={auth}>
        <Routes>
          <Route
            path="/*"
            element={
              <>
                <IdleLogout />
                <Navigator />
              </>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return logout;
}

const wait = (minutes: number) => act(() => void vi.advanceTimersByTime(minutes * MINUTE));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z') });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<IdleLogout/>', () => {
  it('logs out after 30 idle minutes though the page navigated by itself at minute 29', async () => {
    const logout = renderWatch();
    await wait(29);
    await act(async () => void router.go('/contract_request/mine'));
    await wait(0.5);
    expect(logout).not.toHaveBeenCalled();
    expect(readLogoutReason()).toBeNull();
    await wait(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(readLogoutReason()).toEqual({ minutes: 30 });
  });

  it('gives another 30 minutes from the person’s last key, not before', async () => {
    const logout = renderWatch();
    await wait(29);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await wait(2);
    expect(logout).not.toHaveBeenCalled();
    await wait(27.5);
    expect(logout).not.toHaveBeenCalled();
    await wait(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
