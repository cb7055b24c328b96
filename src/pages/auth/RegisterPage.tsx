/** /register: self-registration; the new user starts unconfirmed, with no permission. */
import { useTranslate } from 'react-admin';
import { validatePasswordPair } from '../../../domain/passwords';
import { apiRequest } from '../../../providers/httpClient';
import { storeTokens, type StoredTokens } from '../../../providers/tokens';
import { apiV1, clientSettings } from '../../config';
import { AuthCard } from './AuthCard';
import { usePublicForm } from './usePublicForm';
import { FormEmail, FormSubmit, FormText, NewPasswordFields } from './FormParts';

export default function RegisterPage() {
  const translate = useTranslate();
  const form = usePublicForm(
    { name: '', email: '', password: '', password_confirmation: '' },
    async (values) => {
      const response = await apiRequest(`${apiV1()}/auth/register`, {
        method: 'POST',
        body: { ...values, client_id: clientSettings().clientId },
        hideMessage: true,
      });
      storeTokens(response.json as StoredTokens);
      // A full load starts the session from the stored tokens, like a returning user; the
      // page says the account awaits an administrator's approval.
      window.location.assign('/register/pending');
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
        <FormText
          form={form}
          name="name"
          label={translate('app.register.name')}
          autoComplete="name"
          autoFocus
        />
        <FormEmail form={form} />
        <NewPasswordFields
          form={form}
          label={translate('app.login.password')}
          confirmLabel={translate('app.password.confirm')}
        />
        <FormSubmit form={form} label={translate('app.register.submit')} />
      </form>
    </AuthCard>
  );
}
