/** /password/reset/:token: chooses a new password with the mailed, single-use link. */
import { Alert, Button, TextField } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { validatePasswordPair } from '../../../domain/passwords';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1, clientSettings } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';

export default function PasswordResetPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const form = usePublicForm(
    { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    async (values) => {
      const { clientId, clientSecret } = clientSettings();
      const response = await apiRequest(`${apiV1()}/password/reset`, {
        method: 'POST',
        hideMessage: true,
        body: { ...values, token, client_id: clientId, client_secret: clientSecret },
      });
      return (JSON.parse(response.body) as { message: string }).message;
    },
    (v) => validatePasswordPair(v.password, v.password_confirmation),
  );
  return (
    <AuthCard
      title={translate('app.password.reset_title')}
      links={[{ to: '/login', label: translate('app.password.back_to_login') }]}
    >
      {form.done ? (
        <Alert severity="success">{form.done}</Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate>
          <TextField
            label={translate('app.login.email')}
            type="email"
            autoComplete="username"
            fullWidth
            margin="dense"
            {...form.field('email')}
          />
          <TextField
            label={translate('app.password.new')}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
            {...form.field('password')}
          />
          <TextField
            label={translate('app.password.confirm')}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
            {...form.field('password_confirmation')}
          />
          {form.error && <Alert severity="error">{form.error}</Alert>}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.busy}>
            {translate('app.password.save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
