/** The frame of the public pages (login, registration, password reset): brand, title, form. */
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '../../config';
import { documentTitle } from '../../layout/DocumentTitle';

export function AuthCard({
  title,
  subtitle,
  children,
  links = [],
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  links?: { to: string; label: string }[];
}) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.dark',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} component="main">
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {links.length > 0 && (
            <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
              {links.map((l) => (
                <Link key={l.to} component={RouterLink} to={l.to} variant="body2">
                  {l.label}
                </Link>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
