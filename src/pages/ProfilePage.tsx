/** /profile: the user's own data, what it may do, and a password change. */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity, useTranslate } from 'react-admin';
import { validatePasswordPair } from '../../domain/passwords';
import { apiRequest } from '../../providers/httpClient';
import { currentProfile } from '../../providers/authProvider';
import { apiV1 } from '../config';
import { AccessSummary } from '../components/AccessSummary';
import { usePublicForm } from './auth/usePublicForm';
import { FormSubmit, FormText, NewPasswordFields } from './auth/FormParts';
import { useAccess } from '../access';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export default function ProfilePage() {
  useAuthenticated();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const permissions = useAccess();
  const form = usePublicForm(
    EMPTY,
    async (values) => {
      const response = await apiRequest(`${apiV1()}/user/me/password`, {
        method: 'PUT',
        body: values,
        hideMessage: true,
      });
      return response.message ?? undefined;
    },
    (v) => validatePasswordPair(v.password, v.password_confirmation),
  );
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Title title={translate('app.profile.title')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1">
            {identity?.fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {currentProfile()?.email}
          </Typography>
          <AccessSummary access={permissions} grants={currentProfile()?.grants} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.profile.change_password')}
          </Typography>
          {form.done && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {form.done}
            </Alert>
          )}
          <form onSubmit={form.onSubmit} noValidate>
            <FormText
              form={form}
              name="current_password"
              label={translate('app.profile.current_password')}
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordFields
              form={form}
              label={translate('app.password.new')}
              confirmLabel={translate('app.password.confirm')}
            />
            <FormSubmit form={form} label={translate('app.password.save')} fullWidth={false} />
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
