/**
 * Catch-all. It first checks the session: a logged-out visitor of a deep link goes to the login
 * page and comes back to that path afterwards. A known route the user may not open says so
 * (access denied, in Spanish); only a path no route knows shows "not found".
 */
import { Link, useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { Title, useAuthenticated, usePermissions, useTranslate } from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';
import { canAccess, rulesFor } from '../../domain/routes';
import Forbidden from './Forbidden';

export default function NotFound() {
  useAuthenticated();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<AccessLists>();
  if (isPending) return null;
  if (rulesFor(pathname) && !canAccess(permissions, pathname)) return <Forbidden />;
  return (
    <Box sx={{ textAlign: 'center', mt: 8 }}>
      <Title title={translate('app.not_found.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.not_found.message')}
      </Typography>
      <Button component={Link} to="/home" variant="contained">
        {translate('app.not_found.back')}
      </Button>
    </Box>
  );
}
