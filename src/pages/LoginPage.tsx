/** Login (spec section 5: the e-mail is stored as the username). */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../config';
import { documentTitle } from '../layout/DocumentTitle';
import { forgetLogoutReason, readLogoutReason } from '../layout/IdleLogout';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idle] = useState(readLogoutReason);

  useEffect(() => {
    document.title = documentTitle(translate('app.login.title'));
  }, [translate]);
  useEffect(forgetLogoutReason, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ username: email.trim(), password });
    } catch (e) {
      setError((e as Error)?.message || translate('app.login.failed'));
      setBusy(false);
    }
  };

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
      <Card sx={{ width: '100%', maxWidth: 400 }} component="main">
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.login.subtitle')}
          </Typography>
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
              {busy ? (
                <CircularProgress size={24} color="inherit" />
              ) : (
                translate('app.login.submit')
              )}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
