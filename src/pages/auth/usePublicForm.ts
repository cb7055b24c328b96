/**
 * State of a small form posted to the API: values, per-field Spanish errors (checked first with
 * the same rule as the server, then from its 422), a general error, and the success message.
 */
import { useState, type FormEvent } from 'react';
import type { HttpError } from 'react-admin';

export type Values = Record<string, string>;

export function usePublicForm(
  initial: Values,
  submit: (values: Values) => Promise<string | void>,
  check?: (values: Values) => Record<string, string[]>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const local = check?.(values) ?? {};
    setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, v.join(' ')])));
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const message = await submit(values);
      if (message) setDone(message);
    } catch (e) {
      const body = (e as HttpError).body as { errors?: Record<string, string> } | undefined;
      if (!body?.errors) return setError((e as Error).message);
      // Errors of fields this form shows go under them; any other (a spent reset link) on top.
      const entries = Object.entries(body.errors);
      setErrors(Object.fromEntries(entries.filter(([name]) => name in initial)));
      const others = entries.filter(([name]) => !(name in initial)).map(([, message]) => message);
      setError(others.length ? others.join(' ') : null);
    } finally {
      setBusy(false);
    }
  };

  return { values, field, onSubmit, error, done, busy };
}
