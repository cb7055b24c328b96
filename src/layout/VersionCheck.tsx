/**
 * Reloads the page when the user reaches a route flagged for a version check (home) after a
 * newer application version was flagged (providers/version), so the update never interrupts a
 * form in progress.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { versionCheckedRoutes } from '../../domain/routes';
import { takeUpdateFlag } from '../../providers/version';

const isVersionChecked = (pathname: string) =>
  versionCheckedRoutes.includes(pathname.replace(/^\/+|\/+$/g, ''));

export function VersionCheck() {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    // A flag left from before this page load is already satisfied: the load brought the
    // newest version. Later flags reload at the next version-checked route.
    if (!loaded.current) {
      loaded.current = true;
      takeUpdateFlag();
      return;
    }
    if (isVersionChecked(pathname) && takeUpdateFlag()) window.location.reload();
  }, [pathname]);
  return null;
}
