import { createContext, memo, useContext, useEffect, useState, type ReactNode } from 'react';
import { preloadCommonScreens } from '../../resources';
import {
  AppBar,
  Layout as RaLayout,
  Logout,
  MenuItemLink,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import PersonIcon from '@mui/icons-material/Person';
import { Typography } from '@mui/material';
import { PRODUCT_NAME } from '../config';
import { AccessProvider } from '../access';
import { Menu } from './Menu';
import { DocumentTitle } from './DocumentTitle';
import { NavigationProgress } from './NavigationProgress';
import { ToastBridge } from './ToastBridge';
import { IdleLogout } from './IdleLogout';
import { TitleDropdown } from './TitleDropdown';
import { NotificationBell } from './NotificationBell';
import { GlobalSearch } from './GlobalSearch';
import { RealtimeNotifications } from './RealtimeNotifications';
import { VersionCheck } from './VersionCheck';

/** A menu entry must close the user menu itself (react-admin leaves that to custom items). */
function ProfileItem() {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItemLink
      to="/profile"
      primaryText={translate('app.profile.title')}
      leftIcon={<PersonIcon />}
      onClick={() => menu?.onClose()}
    />
  );
}

/** The button shows the person's name; its accessible name starts with it too (WCAG 2.5.3). */
function ProfileMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('app.profile.user_menu', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <ProfileItem />
      <Logout />
    </UserMenu>
  );
}

/**
 * Whether the layout's first screen is on screen: the side menu and the header's tools (section
 * dropdown, bell, user menu; not the search, whose Ctrl+K must work at once) mount once the
 * browser has drawn it and is idle. At login they were about half of the components mounted
 * before home showed its greeting (issue 30: login → home); they follow a moment later, as they
 * are, and nothing waits for them.
 */
const FirstScreenShown = createContext(true);

/** The browser's idle time after the first screen, at the latest this long after it. */
const TOOLS_LATEST_MS = 300;

function useFirstScreenShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setShown(true), 0);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setShown(true), { timeout: TOOLS_LATEST_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return shown;
}

const AfterFirstScreen = ({ children }: { children: ReactNode }) =>
  useContext(FirstScreenShown) ? children : null;

const LaterMenu = () => (
  <AfterFirstScreen>
    <Menu />
  </AfterFirstScreen>
);

const laterProfileMenu = (
  <AfterFirstScreen>
    <ProfileMenu />
  </AfterFirstScreen>
);

/**
 * Kept still across navigations: react-admin's layout renders its app bar anew with every
 * screen, and with it the user menu, the section dropdown, the search and the bell.
 */
const AppBarWithBrand = memo(() => (
  <AppBar color="primary" userMenu={laterProfileMenu}>
    <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2, letterSpacing: 0.3 }}>
      {PRODUCT_NAME}
    </Typography>
    <TitlePortal />
    <AfterFirstScreen>
      <TitleDropdown />
    </AfterFirstScreen>
    {/* From the start: a Ctrl+K pressed as the page appears (after a reload) must open it. */}
    <GlobalSearch />
    <AfterFirstScreen>
      <NotificationBell />
    </AfterFirstScreen>
  </AppBar>
));
AppBarWithBrand.displayName = 'AppBarWithBrand';

export function Layout({ children }: { children: ReactNode }) {
  useEffect(preloadCommonScreens, []);
  const shown = useFirstScreenShown();
  return (
    // The access, read once for the header, the menu and the screen (src/access.tsx).
    <AccessProvider>
      <FirstScreenShown.Provider value={shown}>
        <RaLayout appBar={AppBarWithBrand} menu={LaterMenu}>
          <DocumentTitle />
          <NavigationProgress />
          <ToastBridge />
          <IdleLogout />
          <RealtimeNotifications />
          <VersionCheck />
          {children}
        </RaLayout>
      </FirstScreenShown.Provider>
    </AccessProvider>
  );
}
