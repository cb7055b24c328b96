/**
 * The dialog of a status command that asks for input of its own (domain/engine/statusMachine.ts
 * `input`: the time of a call back): what it does when declared (`confirm`), the inputs of those fields, the server's per-field
 * refusals shown on them, and the command run only when the server accepts it.
 */
import { Button, Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { sendOrFieldErrors } from './dialogSubmit';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { StatusTransition } from '../../domain/engine/statusMachine';
import { FieldInput } from './fieldInputs';
import { inputValidator } from './inputValidation';

export function CommandInputDialog({
  record,
  transition,
  onClose,
  onRun,
}: {
  record: RaRecord;
  transition: StatusTransition;
  onClose: () => void;
  /** Runs the command with the values; rejects with the server's refusal. */
  onRun: (values: Record<string, unknown>) => Promise<void>;
}) {
  const translate = useTranslate();
  const fields = Object.entries(transition.input ?? {});
  const titleId = `command-${transition.command}-title`;
  const validate = inputValidator(transition.input ?? {});
  const submit = (values: Record<string, unknown>) =>
    sendOrFieldErrors(
      () => onRun(Object.fromEntries(fields.map(([name]) => [name, values[name] ?? null]))),
      onClose,
    );
  // Wide enough for a long command's button on one line («Registrar anulación de la compañía»).
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* A record of its own: the command's input is not the opportunity's form. */}
      <Form record={{ id: record.id }} onSubmit={submit} validate={validate}>
        <DialogTitle id={titleId}>{transition.label}</DialogTitle>
        <DialogContent>
          {/* What running it does, when the command declares it (an annulment's consequences). */}
          {transition.confirm && <DialogContentText>{transition.confirm}</DialogContentText>}
          {fields.map(([name, field]) => (
            <FieldInput key={name} name={name} field={field} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.cancel')} onClick={onClose} />
          <SaveButton alwaysEnable label={transition.label} sx={{ whiteSpace: 'nowrap' }} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
