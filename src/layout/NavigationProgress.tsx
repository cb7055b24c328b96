/** A thin progress bar on top while a screen loads its code or its data (spec section 2.1). */
import { LinearProgress } from '@mui/material';
import { useLoading } from 'react-admin';

export const TopProgress = () => (
  <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} />
);

export function NavigationProgress() {
  return useLoading() ? <TopProgress /> : null;
}
