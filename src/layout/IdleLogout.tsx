/**
 * Automatic logout after a configurable time without activity (spec section 8). Activity in
 * any tab counts: the last moment is shared through localStorage, so a user working in one tab
 * is not logged out by another.
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { clientSettings } from '../config';

const LAST_ACTIVITY = 'session.lastActivity';
const LOGOUT_REASON = 'session.logoutReason';
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/** Why the last session ended, for the login page to explain it. */
export function readLogoutReason(): { minutes: number } | null {
  const raw = sessionStorage.getItem(LOGOUT_REASON);
  return raw ? (JSON.parse(raw) as { minutes: number }) : null;
}

export const forgetLogoutReason = () => sessionStorage.removeItem(LOGOUT_REASON);

export function IdleLogout() {
  const logout = useLogout();
  useEffect(() => {
    const minutes = clientSettings().idleTimeoutMinutes;
    if (!minutes) return;
    const limit = minutes * 60_000;
    let timer: number | undefined;
    let lastWrite = 0;

    const schedule = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, delay);
    };
    const check = () => {
      const idle = Date.now() - Number(localStorage.getItem(LAST_ACTIVITY) ?? 0);
      if (idle < limit) return schedule(limit - idle);
      sessionStorage.setItem(LOGOUT_REASON, JSON.stringify({ minutes }));
      void logout(undefined, '/login', false);
    };
    const active = () => {
      const now = Date.now();
      if (now - lastWrite < 5_000) return; // a write per 5 s is plenty for a 30-minute limit
      lastWrite = now;
      localStorage.setItem(LAST_ACTIVITY, String(now));
    };

    localStorage.setItem(LAST_ACTIVITY, String(Date.now()));
    EVENTS.forEach((e) => window.addEventListener(e, active, { passive: true }));
    schedule(limit);
    return () => {
      window.clearTimeout(timer);
      EVENTS.forEach((e) => window.removeEventListener(e, active));
    };
  }, [logout]);
  return null;
}
