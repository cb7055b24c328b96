import { memo, useEffect, type ReactNode } from 'react';
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
 * Kept still across navigations: react-admin's layout renders its app bar anew with every
 * screen, and with it the user menu, the section dropdown, the search and the bell.
 */
const AppBarWithBrand = memo(() => (
  <AppBar color="primary" userMenu={<ProfileMenu />}>
    <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2, letterSpacing: 0.3 }}>
      {PRODUCT_NAME}
    </Typography>
    <TitlePortal />
    <TitleDropdown />
    <GlobalSearch />
    <NotificationBell />
  </AppBar>
));
AppBarWithBrand.displayName = 'AppBarWithBrand';

export function Layout({ children }: { children: ReactNode }) {
  useEffect(preloadCommonScreens, []);
  return (
    // The access, read once for the header, the menu and the screen (src/access.tsx).
    <AccessProvider>
      <RaLayout appBar={AppBarWithBrand} menu={Menu}>
        <DocumentTitle />
        <NavigationProgress />
        <ToastBridge />
        <IdleLogout />
        <RealtimeNotifications />
        <VersionCheck />
        {children}
      </RaLayout>
    </AccessProvider>
  );
}
