/**
 * Where self-registration ends: the account exists but opens nothing until an administrator
 * approves it (the server notifies the administrators), and this page says so plainly.
 */
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Title, useAuthenticated, useGetIdentity, useTranslate } from 'react-admin';

export default function AwaitingApproval() {
  useAuthenticated();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 4, maxWidth: 640 }}>
      <Title title={translate('app.register.pending_title')} />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <HourglassTopIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1">
              {translate('app.register.pending_title')}
            </Typography>
          </Box>
          <Typography sx={{ mb: 1.5 }}>
            {translate('app.register.pending', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.register.pending_next')}
          </Typography>
          <Button component={Link} to="/home" variant="contained">
            {translate('app.register.go_home')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
