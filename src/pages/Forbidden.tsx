/**
 * A page the user's access does not open (typed, bookmarked, or a notification's link):
 * react-admin's access-denied page in Spanish with a way home, never a silent redirect.
 */
import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { AccessDenied, Title, useTranslate } from 'react-admin';

export default function Forbidden() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 6, textAlign: 'center' }}>
      <Title title={translate('ra.page.access_denied')} />
      <AccessDenied
        // react-admin fades the text to half opacity, too faint to read (WCAG contrast).
        sx={{ '& .RaAccessDenied-message': { opacity: 1 }, '& h5': { color: 'text.primary' } }}
      />
      <Button component={Link} to="/home" variant="contained" sx={{ mt: 2 }}>
        {translate('app.not_found.back')}
      </Button>
    </Box>
  );
}
