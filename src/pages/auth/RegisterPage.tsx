/** /register: self-registration; the new user starts unconfirmed, with no permission. */
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validatePasswordPair } from '../../../domain/passwords';
import { apiRequest } from '../../../providers/httpClient';
import { storeTokens, type StoredTokens } from '../../../providers/tokens';
import { apiV1 } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';

export default function RegisterPage() {
  const translate = useTranslate();
  const form = usePublicForm(
    { name: '', email: '', password: '', password_confirmation: '' },
    async (values) => {
      const response = await apiRequest(`${apiV1()}/auth/register`, {
        method: 'POST',
        body: values,
        hideMessage: true,
      });
      storeTokens(response.json as StoredTokens);
      // A full load starts the session from the stored tokens, like a returning user.
      window.location.assign('/home');
    },
    (v) => validatePasswordPair(v.password, v.password_confirmation),
  );
  return (
    <AuthCard
      title={translate('app.register.title')}
      subtitle={translate('app.register.intro')}
      links={[{ to: '/login', label: translate('app.register.have_account') }]}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <TextField
          label={translate('app.register.name')}
          autoComplete="name"
          fullWidth
          margin="dense"
          autoFocus
          {...form.field('name')}
        />
        <TextField
          label={translate('app.login.email')}
          type="email"
          autoComplete="username"
          fullWidth
          margin="dense"
          {...form.field('email')}
        />
        <TextField
          label={translate('app.login.password')}
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
          {translate('app.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
