/**
 * What a user's session carries right now (the server derives it exactly as at login) and
 * which screens that opens, so an administrator checks a user before telling them to log in.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Chip, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccessGrants, AccessLists } from '../../../domain/engine/access';
import { entities } from '../../../domain/entities';
import { user } from '../../../domain/entities/auth';
import { canAccess } from '../../../domain/routes';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { AccessSummary } from '../../../src/components/AccessSummary';

interface Preview {
  access: AccessLists;
  grants?: AccessGrants;
}

export function UserAccessPreview({ id }: { id: string }) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest(`${apiV1()}/${user.name}/${encodeURIComponent(id)}/access`, { hideMessage: true })
      .then((response) => live && setPreview(response.json as Preview))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!preview) return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  const screens = entities.filter((e) => canAccess(preview.access, e.name));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography color="text.secondary">{translate('app.users.access_hint')}</Typography>
      <AccessSummary access={preview.access} grants={preview.grants} />
      <div>
        <strong>{translate('app.users.screens', { count: screens.length })}:</strong>{' '}
        {screens.length
          ? screens.map((e) => (
              <Chip
                key={e.name}
                label={e.label.many}
                size="small"
                variant="outlined"
                sx={{ mr: 0.5, mb: 0.5 }}
              />
            ))
          : translate('app.users.home_only')}
      </div>
    </Box>
  );
}
