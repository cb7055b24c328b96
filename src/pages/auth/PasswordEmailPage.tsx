/** /password/email: asks for a reset link. Sending it ends any session in this browser (spec 4). */
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiRequest } from '../../../providers/httpClient';
import { clearTokens } from '../../../providers/tokens';
import { apiV1 } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';

export default function PasswordEmailPage() {
  const translate = useTranslate();
  const form = usePublicForm({ email: '' }, async ({ email }) => {
    const response = await apiRequest(`${apiV1()}/password/email`, {
      method: 'POST',
      body: { email },
      hideMessage: true,
    });
    clearTokens();
    return (JSON.parse(response.body) as { message: string }).message;
  });
  return (
    <AuthCard
      title={translate('app.password.forgot_title')}
      subtitle={translate('app.password.forgot_intro')}
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
            autoFocus
            {...form.field('email')}
          />
          {form.error && <Alert severity="error">{form.error}</Alert>}
          <Button
            type="submit"
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            disabled={form.busy || !form.values.email}
          >
            {translate('app.password.send_link')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
