/**
 * A wizard step's «Siguiente» without react-hook-form's submit when nothing is left to correct
 * on this side (StepForm.tsx's toolbar).
 */
import { useRef, useState, type MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { setSubmissionErrors } from 'react-admin';
import { CircularProgress } from '@mui/material';

export type Values = Record<string, unknown>;

/** What react-admin's button shows while its form submits. */
export const SENDING = (
  <CircularProgress
    size={14}
    thickness={3}
    color="inherit"
    sx={{ '&.MuiCircularProgress-root': { mr: '10px', ml: '2px' } }}
  />
);

/**
 * «Siguiente» with nothing to correct on this side is sent at once, outside react-hook-form's
 * submit: its announcements (submitting, then "no errors") render every input of the step,
 * twice, while the request travels, and the step is left as soon as the server accepts it.
 * A field to correct here goes the form's usual way (its messages, the focus on the first);
 * the server's messages, or a failure, are then handed through react-hook-form's submit too,
 * so the form ends exactly as after any refused submit (submitted, checked again as typed).
 */
export function useQuickNext(
  validate: (values: Values) => Record<string, unknown>,
  onNext: (values: Values) => Promise<Record<string, string> | undefined>,
) {
  const { getValues, handleSubmit, setError } = useFormContext();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const next = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy.current) return event.preventDefault();
    const values = getValues();
    // Not prevented: the button submits the form, which shows what to correct. A step with a
    // disabled input (a cascade waiting for the input above it) goes that way too: only
    // react-hook-form leaves its value out of what is sent.
    const form = event.currentTarget.form;
    if (Object.keys(validate(values)).length || form?.querySelector(':disabled[name]')) return;
    event.preventDefault();
    busy.current = true;
    setSending(true);
    const settle = (after: () => unknown) => void handleSubmit(after)();
    onNext(values).then(
      (errors) => {
        busy.current = false;
        setSending(false);
        if (errors) settle(() => setSubmissionErrors(errors, setError));
      },
      (error: unknown) => {
        busy.current = false;
        setSending(false);
        settle(() => Promise.reject(error));
      },
    );
  };
  return { sending, next };
}
