/** Login (spec section 5: the e-mail is stored as the username). */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, TextField } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useLogin, useTranslate } from 'react-admin';
import { forgetLogoutReason, readLogoutReason } from '../layout/IdleLogout';
import { AuthCard } from './auth/AuthCard';
import { askEarly } from '../../providers/httpClient';
import { primeSessionQueries } from '../../providers/authProvider';
import { homeRequests } from './homeRequests';
import { loadWorkspace } from '../workspacePart';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idle] = useState(readLogoutReason);
  // The page a signed-out visitor asked for, which react-admin opens after login; otherwise
  // home itself, not the dashboard route that only redirects there (one mount less).
  const next = (useLocation().state as { nextPathname?: string } | null)?.nextPathname;
  useEffect(forgetLogoutReason, []);
  // While the person types, the workspace and the home they land on load: after Ingresar only
  // its data is awaited.
  useEffect(() => {
    loadWorkspace().then(
      (workspace) => workspace.preloadHome(),
      () => undefined,
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ username: email.trim(), password }, next ? undefined : '/home');
      // Before the first screen renders (react-admin's navigation renders in a later task):
      // it mounts with the person's name and access, and the home's data leaves now, not once
      // the layout has mounted.
      primeSessionQueries(queryClient);
      askEarly(homeRequests());
    } catch (e) {
      setError((e as Error)?.message || translate('app.login.failed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={translate('app.login.title')}
      subtitle={translate('app.login.subtitle')}
      links={[
        { to: '/password/email', label: translate('app.password.forgot') },
        { to: '/register', label: translate('app.register.link') },
      ]}
    >
      {idle && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.logout.idle', { minutes: idle.minutes })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={translate('app.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          fullWidth
          required
          margin="normal"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          fullWidth
          required
          margin="normal"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
          disabled={busy || !email || !password}
        >
          {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
