import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { PRODUCT_NAME } from '../config';
import { Menu } from './Menu';
import { DocumentTitle } from './DocumentTitle';
import { NavigationProgress } from './NavigationProgress';
import { ToastBridge } from './ToastBridge';
import { IdleLogout } from './IdleLogout';

const AppBarWithBrand = () => (
  <AppBar color="primary">
    <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2, letterSpacing: 0.3 }}>
      {PRODUCT_NAME}
    </Typography>
    <TitlePortal />
  </AppBar>
);

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBarWithBrand} menu={Menu}>
      <DocumentTitle />
      <NavigationProgress />
      <ToastBridge />
      <IdleLogout />
      {children}
    </RaLayout>
  );
}
