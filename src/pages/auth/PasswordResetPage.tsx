/** /password/reset/:token: chooses a new password with the mailed, single-use link. */
import { Alert } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { validatePasswordPair } from '../../../domain/passwords';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1, clientSettings } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';
import { FormEmail, FormSubmit, NewPasswordFields } from './FormParts';

export default function PasswordResetPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const form = usePublicForm(
    { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    async (values) => {
      const response = await apiRequest(`${apiV1()}/password/reset`, {
        method: 'POST',
        hideMessage: true,
        body: { ...values, token, client_id: clientSettings().clientId },
      });
      return response.message ?? undefined;
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
          <FormEmail form={form} />
          <NewPasswordFields
            form={form}
            label={translate('app.password.new')}
            confirmLabel={translate('app.password.confirm')}
          />
          <FormSubmit form={form} label={translate('app.password.save')} />
        </form>
      )}
    </AuthCard>
  );
}
