/**
 * Reloads the page when the user reaches a route flagged for a version check (home) after a
 * newer application version was flagged (providers/version), so the update never interrupts a
 * form in progress.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { versionCheckedRoutes } from '../../domain/routes';
import { settleFlag, takeUpdateFlag } from '../../providers/version';
import { clientSettings } from '../config';

const isVersionChecked = (pathname: string) =>
  versionCheckedRoutes.includes(pathname.replace(/^\/+|\/+$/g, ''));

export function VersionCheck() {
  const { pathname } = useLocation();
  useEffect(() => settleFlag(clientSettings().appVersion), []);
  useEffect(() => {
    if (isVersionChecked(pathname) && takeUpdateFlag()) window.location.reload();
  }, [pathname]);
  return null;
}
