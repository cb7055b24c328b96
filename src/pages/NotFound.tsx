/**
 * Catch-all for unknown paths. It first checks the session: a logged-out visitor of a deep link
 * goes to the login page and comes back to that path afterwards.
 */
import { Link } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { Title, useAuthenticated, useTranslate } from 'react-admin';

export default function NotFound() {
  useAuthenticated();
  const translate = useTranslate();
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
