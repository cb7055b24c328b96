/** /password/email: asks for a reset link. Sending it ends any session in this browser (spec 4). */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiRequest } from '../../../providers/httpClient';
import { clearTokens } from '../../../providers/tokens';
import { apiV1 } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';
import { FormEmail, FormSubmit } from './FormParts';

export default function PasswordEmailPage() {
  const translate = useTranslate();
  const form = usePublicForm({ email: '' }, async ({ email }) => {
    const response = await apiRequest(`${apiV1()}/password/email`, {
      method: 'POST',
      body: { email },
      hideMessage: true,
    });
    clearTokens();
    return response.message ?? undefined;
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
          <FormEmail form={form} autoFocus />
          <FormSubmit form={form} label={translate('app.password.send_link')} />
        </form>
      )}
    </AuthCard>
  );
}
