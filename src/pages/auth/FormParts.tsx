/** The pieces the small account forms share: a text field bound to the form, and the submit row. */
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { usePublicForm } from './usePublicForm';

type Form = ReturnType<typeof usePublicForm>;

export function FormText({
  form,
  name,
  label,
  type,
  autoComplete,
  autoFocus,
}: {
  form: Form;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth
      margin="dense"
      {...form.field(name)}
    />
  );
}

/** The e-mail the account is known by (the login stores it as the username). */
export function FormEmail({ form, autoFocus }: { form: Form; autoFocus?: boolean }) {
  const translate = useTranslate();
  return (
    <FormText
      form={form}
      name="email"
      label={translate('app.login.email')}
      type="email"
      autoComplete="username"
      autoFocus={autoFocus}
    />
  );
}

/** A new password twice, checked with domain/passwords before it is sent. */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: Form;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <FormText
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
      />
      <FormText
        form={form}
        name="password_confirmation"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

export function FormSubmit({
  form,
  label,
  fullWidth = true,
}: {
  form: Form;
  label: string;
  fullWidth?: boolean;
}) {
  return (
    <>
      {form.error && <Alert severity="error">{form.error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        fullWidth={fullWidth}
        sx={{ mt: 2 }}
        disabled={form.busy}
      >
        {label}
      </Button>
    </>
  );
}
