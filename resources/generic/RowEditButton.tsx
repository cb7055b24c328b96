/**
 * A named list's row action (domain/engine/listViews.ts `rowEdit`), e.g. "Asignar nuestra cobertura"
 * on the insurers' coverages still unmatched: a dialog with the inputs of those fields alone,
 * saved as an edit of the version the list read (a stale one is the 409 of any edit), so the
 * server validates and audits it as the record's form. The list is read again afterwards, and
 * a record that no longer belongs to it leaves it.
 */
import { useState } from 'react';
import {
  Button,
  Form,
  HttpError,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { isBlank, recordName } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import type { EntityListView } from '../../domain/engine/listViews';
import { validationMessage } from '../../domain/engine/messages';
import { FieldInput } from './fieldInputs';

type RowEdit = NonNullable<EntityListView['rowEdit']>;

export function RowEditButton({ entity, rowEdit }: { entity: Entity; rowEdit: RowEdit }) {
  const record = useRecordContext<RaRecord>();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const titleId = `row-edit-${String(record.id)}`;
  // The action asks for a choice: an empty one would only leave the record as it was.
  const validate = (values: Record<string, unknown>) =>
    Object.fromEntries(
      rowEdit.fields
        .filter((name) => isBlank(values[name]))
        .map((name) => [
          name,
          validationMessage('required', { attribute: entity.fields[name].label }),
        ]),
    );
  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(rowEdit.fields.map((name) => [name, values[name] ?? null]));
    try {
      await dataProvider.update(entity.name, {
        id: record.id,
        data: { ...data, updated_at: record.updated_at },
        previousData: record,
      });
    } catch (error) {
      // The server's 422 shows on the inputs; anything else (a 409) as the toast it already is.
      const errors =
        error instanceof HttpError ? (error.body as { errors?: object })?.errors : null;
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return undefined;
    }
    setOpen(false);
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    refresh();
    return undefined;
  };
  return (
    <>
      <Button
        label={rowEdit.label}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <Form record={record} onSubmit={save} validate={validate}>
          <DialogTitle id={titleId}>
            {rowEdit.label}: {recordName(entity, record)}
          </DialogTitle>
          <DialogContent>
            {rowEdit.fields.map((name) => (
              <FieldInput key={name} name={name} field={entity.fields[name]} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button label={translate('ra.action.cancel')} onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
