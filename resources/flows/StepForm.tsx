/**
 * One form step of a wizard: the step's declared inputs (with a step's own inputs first, such
 * as the vehicle guide's pickers), the same validation the server applies, a debounced
 * autosave of what is typed, and Anterior / Siguiente. What the autosave stored no longer
 * counts as unsaved; leaving with changes not yet stored asks first.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button, Form, HttpError, SaveButton, Toolbar } from 'react-admin';
import { Box, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { Entity } from '../../domain/engine/entity';
import { validatorFor, FieldGrid, isEditable } from '../generic/EntityForm';
import { SENDING, useQuickNext, type Values } from './quickNext';

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'refused';

const saveTexts: Record<Exclude<SaveState, 'refused'>, string> = {
  idle: '',
  saving: 'Guardando borrador…',
  saved: 'Borrador guardado',
  failed: 'No se pudo guardar el borrador: se reintenta al seguir escribiendo',
};

/**
 * Closing, reloading or leaving the page while typing is not yet saved: the save goes at once,
 * sent so that the browser finishes it after the page is gone. Only when an earlier save is
 * still on its way (the new one must wait for its version) does the browser ask first.
 */
function useLeavingSave(pending: boolean, saving: boolean, flush: () => void) {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  });
  useEffect(() => {
    if (!pending) return;
    let sent = false; // beforeunload and pagehide both come on a reload: one save
    const leave = () => {
      if (sent) return;
      sent = true;
      latest.current();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saving) event.preventDefault();
      else leave();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', leave);
    };
  }, [pending, saving]);
}

/**
 * Anterior, Siguiente and the autosave: what is typed is saved once typing pauses, and what it
 * stored becomes the form's clean state. Anterior saves what is still pending before leaving.
 * A save the server refuses as stale (another tab, or the record changed) stops the autosave
 * and says why: saving again would be refused the same way.
 */
function StepToolbar({
  onSave,
  onNext,
  validate,
  onBack,
  extra,
}: {
  onSave: (values: Values, leaving?: boolean) => Promise<void>;
  onNext: (values: Values) => Promise<Record<string, string> | undefined>;
  validate: (values: Values) => Record<string, unknown>;
  onBack?: () => void;
  extra?: ReactNode;
}) {
  const values = useWatch() as Values;
  const { reset, getValues } = useFormContext();
  // Read here, not through the context's formState: that one would make the whole form (every
  // react-admin input reads the context) render again at each change of either.
  const { isDirty, isSubmitting: submitting } = useFormState();
  const { sending, next } = useQuickNext(validate, onNext);
  const isSubmitting = submitting || sending;
  const [state, setState] = useState<SaveState>('idle');
  const [refusal, setRefusal] = useState('');
  // What the last save stored (at first, what the form opened with).
  const [saved, setSaved] = useState(() => JSON.stringify(getValues()));
  const text = JSON.stringify(values);

  const saveNow = useCallback(
    async (sent: string, leaving = false) => {
      setState('saving');
      try {
        await onSave(JSON.parse(sent) as Values, leaving);
      } catch (error) {
        const stale = error instanceof HttpError && error.status === 409;
        if (stale) setRefusal(error.message);
        setState(stale ? 'refused' : 'failed');
        return false;
      }
      setSaved(sent);
      setState('saved');
      // Stored: not "unsaved changes" any more, unless typing went on meanwhile.
      if (JSON.stringify(getValues()) === sent)
        reset(JSON.parse(sent) as Values, {
          keepValues: true,
          keepErrors: true,
          keepTouched: true,
        });
      return true;
    },
    [onSave, getValues, reset],
  );

  const pending = state !== 'refused' && isDirty && text !== saved;
  useEffect(() => {
    // Only what the user changed: the inputs' own defaults are no draft yet.
    if (!pending || isSubmitting) return;
    const timer = setTimeout(() => void saveNow(text), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, text, saveNow, isSubmitting]);

  useLeavingSave(
    pending,
    state === 'saving',
    () => void saveNow(JSON.stringify(getValues()), true),
  );

  const back = async () => {
    if (pending && !(await saveNow(JSON.stringify(getValues())))) return;
    onBack?.();
  };

  return (
    <Toolbar sx={{ gap: 1, position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper' }}>
      {onBack && (
        <Button label="Anterior" onClick={() => void back()}>
          <ArrowBackIcon />
        </Button>
      )}
      <SaveButton
        label="Siguiente"
        icon={sending ? SENDING : <ArrowForwardIcon />}
        alwaysEnable
        onClick={next}
      />
      <Typography
        variant="caption"
        role="status"
        sx={{
          color: state === 'failed' || state === 'refused' ? 'error.main' : 'text.secondary',
          ml: 2,
          maxWidth: 520,
        }}
      >
        {state === 'refused' ? refusal : saveTexts[state]}
      </Typography>
      <Box sx={{ ml: 'auto' }}>{extra}</Box>
    </Toolbar>
  );
}

/**
 * The step's declared defaults (a switch starts off), given to the form as its starting
 * values: an input's own default would count as a change, and opening a step would save a draft.
 */
function defaultsOf(form: Entity): Values {
  return Object.fromEntries(
    Object.entries(form.fields)
      .map(([name, field]) => [name, field.default ?? (field.kind === 'boolean' ? false : null)])
      .filter(([, value]) => value !== null),
  );
}

interface StepFormProps {
  form: Entity;
  /** What the form opens with: read once, when it mounts. */
  values: Values | undefined;
  onAutosave: (values: Values, leaving?: boolean) => Promise<void>;
  /** Moving on: field messages when the server refuses, nothing when it accepts. */
  onSubmit: (values: Values) => Promise<Record<string, string> | undefined>;
  onBack?: () => void;
  /** Beside the buttons (Descartar borrador). */
  extra?: ReactNode;
  /** Fields the step's own inputs (`children`) already show. */
  ownInputs?: string[];
  children?: ReactNode;
}

/**
 * Rendered again only when what it shows changes: not for the draft's later values (each
 * autosave's answer), which the form never reads after it opened, nor for the page around it
 * (the stepper, the address catching up after «Siguiente»), which would render every input.
 */
export const StepForm = memo(StepFormView, (before, after) =>
  (Object.keys({ ...before, ...after }) as (keyof StepFormProps)[]).every(
    (key) => key === 'values' || before[key] === after[key],
  ),
);

function StepFormView({
  form,
  values,
  onAutosave,
  onSubmit,
  onBack,
  extra,
  ownInputs = [],
  children,
}: StepFormProps) {
  // What the form starts from, fixed while it is on screen: the draft's later answers (each
  // autosave's) must not reset what the user goes on typing meanwhile.
  const [record] = useState(() => ({ ...defaultsOf(form), ...values }));
  const validate = useMemo(() => validatorFor(form), [form]);
  const names = Object.entries(form.fields)
    .filter(([name, field]) => isEditable(field, 'create') && !ownInputs.includes(name))
    .map(([name]) => name);
  return (
    <Form record={record} validate={validate} onSubmit={onSubmit} warnWhenUnsavedChanges>
      <CardContent>
        <FieldGrid entity={form} names={names}>
          {children}
        </FieldGrid>
      </CardContent>
      <StepToolbar
        onSave={onAutosave}
        onNext={onSubmit}
        validate={validate}
        onBack={onBack}
        extra={extra}
      />
    </Form>
  );
}
